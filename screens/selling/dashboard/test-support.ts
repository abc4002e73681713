import type { SellerDashboard, StatsBucket } from '../../../schemas/entities/seller-dashboard';

const DAY_MS = 86_400_000;
const UNTIL = Date.parse('2026-11-20T12:00:00.000Z');

/** `count` periods of `days` days ending at 2026-11-20 12:00 UTC, each measure from `values(k)`. */
function buckets(count: number, days: number, values: (k: number) => Partial<StatsBucket>): StatsBucket[] {
  const since = UNTIL - (days === 1 ? 30 : 90) * DAY_MS;
  return Array.from({ length: count }, (_, k) => ({
    start: new Date(since + k * days * DAY_MS).toISOString(),
    end: new Date(Math.min(UNTIL, since + (k + 1) * days * DAY_MS)).toISOString(),
    sales: 0,
    revenue: 0,
    views: 0,
    favorites: 0,
    ...values(k),
  }));
}

/** demo_seller's dashboard over 30 days: two sales waiting, one final, one to ship with a label, one without. */
export const dashboardFixture: SellerDashboard = {
  balances: { pending: 136.5, available: 430.7 },
  pending_sales: [
    {
      swap_id: 41,
      item: { id: 501, name: 'Bauer Vapor skates' },
      amount: 91,
      stage: 'delivered',
      paid_at: '2026-11-15T10:00:00.000Z',
      ship_by: null,
      delivered_at: '2026-11-19T09:00:00.000Z',
      accept_by: '2026-11-22T09:00:00.000Z',
    },
    {
      swap_id: 42,
      item: { id: 502, name: 'STX lacrosse helmet' },
      amount: 45.5,
      stage: 'paid',
      paid_at: '2026-11-20T08:00:00.000Z',
      ship_by: '2026-11-23T08:00:00.000Z',
      delivered_at: null,
      accept_by: null,
    },
  ],
  available_activity: [
    { kind: 'release', amount: 18.2, at: '2026-11-18T12:00:00.000Z', swap_id: 40, item_name: 'Titleist cart bag' },
    { kind: 'opening_balance', amount: 412.5, at: '2026-10-01T12:00:00.000Z', swap_id: null, item_name: null },
  ],
  recent_sales: [
    {
      swap_id: 42,
      order_id: 9,
      item: { id: 502, name: 'STX lacrosse helmet' },
      buyer: 'demo_buyer',
      price: 50,
      sold_at: '2026-11-20T08:00:00.000Z',
      stage: 'paid',
    },
    {
      swap_id: 43,
      order_id: 8,
      item: { id: 503, name: 'Easton bat' },
      buyer: 'slugger',
      price: 25,
      sold_at: '2026-11-19T08:00:00.000Z',
      stage: 'label_printed',
    },
    {
      swap_id: 40,
      order_id: 7,
      item: { id: 500, name: 'Titleist cart bag' },
      buyer: 'golfer',
      price: 20,
      sold_at: '2026-11-01T08:00:00.000Z',
      stage: 'final',
    },
  ],
  to_ship: [
    {
      swap_id: 43,
      item: { id: 503, name: 'Easton bat' },
      buyer: 'slugger',
      ship_by: '2026-11-22T08:00:00.000Z',
      label_printed: true,
    },
    {
      swap_id: 42,
      item: { id: 502, name: 'STX lacrosse helmet' },
      buyer: 'demo_buyer',
      ship_by: '2026-11-23T08:00:00.000Z',
      label_printed: false,
    },
  ],
  drafts: { count: 7, items: [{ id: 610, name: 'Warrior gloves', updated_at: '2026-11-19T08:00:00.000Z' }] },
  stats: {
    days: 30,
    since: '2026-10-21T12:00:00.000Z',
    until: '2026-11-20T12:00:00.000Z',
    sales: 3,
    revenue: 95,
    views: 120,
    favorites: 6,
    for_sale: 5,
    sell_through: 3 / 8,
    buckets: buckets(30, 1, (k) =>
      k === 29
        ? { sales: 2, revenue: 75, views: 20, favorites: 1 }
        : k === 10
          ? { sales: 1, revenue: 20, views: 100, favorites: 5 }
          : {},
    ),
  },
};

/** The same seller over 90 days: 13 weekly periods. */
export const dashboard90Fixture: SellerDashboard = {
  ...dashboardFixture,
  stats: {
    ...dashboardFixture.stats,
    days: 90,
    since: '2026-08-22T12:00:00.000Z',
    sales: 9,
    revenue: 410.25,
    views: 480,
    favorites: 11,
    for_sale: 5,
    sell_through: 9 / 14,
    buckets: buckets(13, 7, (k) => (k === 12 ? { sales: 9, revenue: 410.25, views: 480, favorites: 11 } : {})),
  },
};

/** A seller with nothing yet. */
export const emptyDashboardFixture: SellerDashboard = {
  balances: { pending: 0, available: 0 },
  pending_sales: [],
  available_activity: [],
  recent_sales: [],
  to_ship: [],
  drafts: { count: 0, items: [] },
  stats: {
    ...dashboardFixture.stats,
    sales: 0,
    revenue: 0,
    views: 0,
    favorites: 0,
    for_sale: 0,
    sell_through: null,
    buckets: buckets(30, 1, () => ({})),
  },
};
