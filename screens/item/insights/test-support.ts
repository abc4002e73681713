import type { UserConfiguration } from '../../../schemas/entities/chrome';
import { insightsSchema, type Insights } from '../../../schemas/entities/insights';
import { offerSchema, type Offer } from '../../../schemas/entities/swap';

/** "Now" in the modal tests: the item was published 12 days before. */
export const NOW = new Date('2026-11-20T15:00:00Z');

/** Insights as GET /v1/items/2382/insights?swap_id=9 answers demo_pro, checked against the schema. */
export const insightsFixture: Insights = insightsSchema.parse({
  item: {
    id: 2382,
    name: 'New Rawlings Mach Catcher’s Helmet',
    url: '/gear/new-rawlings-mach-catcher-s-helmet-2382',
    price: 125,
    list_price: 125,
    original_list_price: 140,
    shipping_discount_amount: 5,
    cost: 68.75,
    favoriters_count: 1234,
    views_count: 56,
    published_at: '2026-11-08T10:00:00.000Z',
    last_bumped_at: '2026-11-17T10:00:00.000Z',
    last_price_dropped_at: null,
    primary_image: { edge_url: '/media/items/2382/1.svg' },
    event_name: 'Fall Gear Swap Meet 2026',
    location_id: 'A-03-3',
    details: [
      {
        slug: 'brand',
        name: 'Brand',
        values: [{ id: 3, slug: 'rawlings', name: 'Rawlings' }],
        value_guides_required: false,
      },
      { slug: 'model', name: 'Model', values: [{ id: 42, slug: '42', name: 'Mach' }], value_guides_required: false },
      {
        slug: 'condition',
        name: 'Condition',
        values: [{ id: 1, slug: 'new', name: 'New' }],
        value_guides_required: true,
      },
      { slug: 'size', name: 'Size', values: [{ id: 77, slug: 'senior', name: 'Senior' }], value_guides_required: true },
    ],
  },
  swap: { id: 9, offer: { amount: 106.25 } },
  value_guide: {
    suggested_price: 118,
    sell_through_rate: { percentage: 0.6, rating: 'high' },
    total_available: 4,
    avg_resale_price: { low: 104.5, median: 117.6, high: 131 },
    recent_sales: 6,
    recently_published_items: 10,
    time_to_sell: { dom_0_30: 3, dom_30_90: 2, dom_90: 1, total_items: 6 },
    window_days: 365,
    details: ['condition', 'size'],
    model_id: 42,
    category_id: null,
  },
  recent_sales: [
    { days: 20, sold: 120, list: 135, id: 501 },
    { days: 45, sold: 110, list: 125, id: 502 },
    { days: 90, sold: 99.5, list: null, id: 503 },
  ].map((sale) => ({
    id: sale.id,
    url: `/gear/used-rawlings-mach-${sale.id}`,
    name: `Rawlings Mach ${sale.id}`,
    images: [{ edge_url: `/media/items/${sale.id}/1.svg` }],
    sold_price: sale.sold,
    list_price: sale.list,
    time_to_sell: sale.days,
    published_at: '2026-08-03T12:00:00.000Z',
  })),
});

const offer = (id: number, values: Partial<Offer> & Pick<Offer, 'created_at' | 'amount'>): Offer =>
  offerSchema.parse({
    id,
    buyer: { username: `buyer_${id}` },
    state: 'pending',
    item_variation_id: null,
    seller_offer: false,
    counter_offer: false,
    swap_id: 100 + id,
    ...values,
  });

/** The item's offers, newest first as the API answers; offer 3 is in the current swap (9). */
export const offersFixture: Offer[] = [
  offer(1, { created_at: '2026-11-18T12:00:00.000Z', amount: 97.5, buyer: { username: 'zed' } }),
  offer(2, { created_at: '2026-11-14T12:00:00.000Z', amount: 87.5, state: 'declined', buyer: { username: 'amy' } }),
  offer(3, { created_at: '2026-11-01T12:00:00.000Z', amount: 106.25, swap_id: 9, buyer: { username: 'mo' } }),
];

/** The user configuration of an account (demo_pro's by default: the Pro grant and insights). */
export function userConfiguration(values: Partial<UserConfiguration> = {}): UserConfiguration {
  return {
    id: 1003,
    username: 'demo_pro',
    features: ['insights', 'pro_access'],
    settings: { trade_in_account: false },
    power_seller: true,
    restricted: false,
    actions: [],
    canadian_tariff_effected: false,
    inventory_imported_at: null,
    schedule_call: false,
    ...values,
  };
}
