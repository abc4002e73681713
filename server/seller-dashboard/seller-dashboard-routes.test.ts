import { afterEach, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { sellerDashboardSchema, type SellerDashboard } from '../../schemas/entities/seller-dashboard';
import type { SwapStage } from '../../schemas/entities/swap-lifecycle';
import { advanceClock, freezeClock, resetClock } from '../clock/clock';
import type { Db } from '../db/db';
import { countView } from '../item-page/item-views';
import { ledgerDiscrepancies } from '../ledger/ledger';
import { postFullRefund, postPartialRefund, postRelease, postSale } from '../ledger/postings';
import { demoAccount } from '../seed/demo-accounts';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const buyer = demoAccount('buyer');
/**
 * Each test sells as its own generated user (ids above the 150 generated sellers: they sell nothing in the seed),
 * so the figures are the test's own rows alone, whatever ran before.
 */
const SELLERS = { empty: 171, figures: 172, edge: 173, views: 174, weeks: 175 } as const;

describeEachDriver('GET /v1/users/:uuid/seller_dashboard', (driver) => {
  const context = useSeededApp(driver);
  const db = () => context.db;
  const call = (path: string, userId: number | null) => requestAs(context.app, 'GET', path, userId);
  const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0];
  const dashboard = async (seller: number, days?: 30 | 90): Promise<SellerDashboard> => {
    const { status, body } = await call(
      `/v1/users/user-${seller}/seller_dashboard${days ? `?days=${days}` : ''}`,
      seller,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return sellerDashboardSchema.parse((body as { data: unknown }).data);
  };
  afterEach(() => resetClock(db()));

  let itemCount = 0;
  /** An item of `seller` (a sold one for a sale), published now. */
  const makeItem = async (
    seller: number,
    { state = 'available', price = 10, quantity = 1 }: { state?: string; price?: number; quantity?: number } = {},
  ) => {
    const [row] = await db().query<{ id: number }>(
      `INSERT INTO items (name, state, price, quantity, seller_id, category_id, published_at)
       VALUES ($1, $2::text, $3, $4, $5, (SELECT min(id) FROM categories), CASE WHEN $2::text <> 'draft' THEN ks_now() END)
       RETURNING id`,
      [`Dashboard item ${seller}-${++itemCount}`, state, price, quantity, seller],
    );
    return row!.id;
  };

  /**
   * A sale of `seller` to demo_buyer paid at `at`, its swap at `stage` with the ledger's postings for it: the sale,
   * then the release (final), the full refund (refunded) or a partial refund (`partialCents`).
   */
  const makeSale = async (
    seller: number,
    { price, at, stage, partialCents }: { price: number; at: Date; stage: SwapStage; partialCents?: number },
  ) => {
    const itemId = await makeItem(seller, { state: 'sold', price });
    return db().transaction(async (tx: Db) => {
      const [order] = await tx.query<{ id: number }>(
        `INSERT INTO orders (buyer_id, subtotal, shipping, total, payment_gateway, payment_transaction_id, created_at)
         VALUES ($1, $2::numeric, 8, $2::numeric + 8, 'sandbox', 'dashboard-test', $3) RETURNING id`,
        [buyer.id, price, at],
      );
      const delivered = stage === 'delivered' || stage === 'disputed' || stage === 'final';
      const [swap] = await tx.query<{ id: number }>(
        `INSERT INTO swaps (item_id, buyer_id, seller_id, order_id, stage, paid_at, ship_by, delivered_at, accept_by)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz + interval '3 days',
           CASE WHEN $7 THEN $6::timestamptz + interval '2 days' END,
           CASE WHEN $7 THEN $6::timestamptz + interval '5 days' END)
         RETURNING id`,
        [itemId, buyer.id, seller, order!.id, stage, at, delivered],
      );
      await tx.query(
        'INSERT INTO order_items (order_id, item_id, seller_id, swap_id, price, shipping) VALUES ($1, $2, $3, $4, $5, 8)',
        [order!.id, itemId, seller, swap!.id, price],
      );
      await postSale(tx, swap!.id, order!.id);
      if (stage === 'final') await postRelease(tx, swap!.id, seller);
      if (stage === 'refunded') await postFullRefund(tx, swap!.id, seller);
      if (partialCents) await postPartialRefund(tx, swap!.id, seller, partialCents);
      return { swapId: swap!.id, itemId, orderId: order!.id };
    });
  };

  /** `userId` favourites `itemId` at `at`. */
  const favourite = (userId: number, itemId: number, at: Date) =>
    db().query('INSERT INTO favorites (user_id, item_id, created_at) VALUES ($1, $2, $3)', [userId, itemId, at]);

  it('shows a new seller zeros, empty lists and no sell-through (the empty state)', async () => {
    const data = await dashboard(SELLERS.empty);
    expect(data.balances).toEqual({ pending: 0, available: 0 });
    expect([data.pending_sales, data.available_activity, data.recent_sales, data.to_ship]).toEqual([[], [], [], []]);
    expect(data.drafts).toEqual({ count: 0, items: [] });
    expect(data.stats).toMatchObject({ days: 30, sales: 0, revenue: 0, views: 0, favorites: 0, for_sale: 0 });
    expect(data.stats.sell_through).toBeNull();
    expect(data.stats.buckets).toHaveLength(30);
    expect((await dashboard(SELLERS.empty, 90)).stats.buckets).toHaveLength(13);
  });

  it('answers balances from the ledger with the sales that move them, sales, items to ship, drafts and stats', async () => {
    const seller = SELLERS.figures;
    const now = await freezeClock(db());
    const ago = (ms: number) => new Date(now.getTime() - ms);
    // Proceeds are the price less the 9 % fee (at least $1): $100 → $91, $50 → $45.50, $40 → $36.40, $25 → $22.75.
    const delivered = await makeSale(seller, { price: 100, at: ago(3 * DAY), stage: 'delivered' });
    const paid = await makeSale(seller, { price: 50, at: ago(HOUR), stage: 'paid' });
    const labelled = await makeSale(seller, { price: 25, at: ago(2 * HOUR), stage: 'label_printed' });
    const disputed = await makeSale(seller, { price: 40, at: ago(4 * DAY), stage: 'disputed', partialCents: 500 });
    const final = await makeSale(seller, { price: 20, at: ago(10 * DAY), stage: 'final' });
    const refunded = await makeSale(seller, { price: 30, at: ago(5 * DAY), stage: 'refunded' });
    const old = await makeSale(seller, { price: 60, at: ago(45 * DAY), stage: 'final' });
    const forSale = await makeItem(seller, { quantity: 3 });
    const draftA = await makeItem(seller, { state: 'draft' });
    const draftB = await makeItem(seller, { state: 'draft' });
    await db().query("UPDATE items SET updated_at = ks_now() - interval '1 day' WHERE id = $1", [draftA]);
    await db().query('UPDATE items SET updated_at = ks_now() WHERE id = $1', [draftB]);
    await favourite(buyer.id, forSale, ago(2 * DAY));
    await favourite(demoAccount('pro').id, forSale, ago(40 * DAY));

    const data = await dashboard(seller);
    // Pending: $91 + $45.50 + $22.75 + ($36.40 − $5 partial refund); Available: $18.20 + $54.60 released.
    expect(data.balances).toEqual({ pending: 190.65, available: 72.8 });
    expect(data.pending_sales.map((sale) => [sale.swap_id, sale.amount, sale.stage])).toEqual([
      [disputed.swapId, 31.4, 'disputed'],
      [delivered.swapId, 91, 'delivered'],
      [labelled.swapId, 22.75, 'label_printed'],
      [paid.swapId, 45.5, 'paid'],
    ]);
    expect(data.pending_sales.reduce((sum, sale) => sum + sale.amount * 100, 0)).toBe(19065);
    const deliveredSale = data.pending_sales.find((sale) => sale.swap_id === delivered.swapId)!;
    // Final 72 hours after delivery (paid + 2 days here) at the latest: the swap's accept_by.
    expect(deliveredSale).toMatchObject({
      accept_by: new Date(now.getTime() - 3 * DAY + 5 * DAY).toISOString(),
      ship_by: null,
    });
    expect(data.pending_sales.find((sale) => sale.swap_id === paid.swapId)).toMatchObject({
      ship_by: new Date(now.getTime() - HOUR + 3 * DAY).toISOString(),
      accept_by: null,
    });
    expect(data.available_activity.map((move) => [move.kind, move.amount, move.swap_id])).toEqual([
      ['release', 54.6, old.swapId],
      ['release', 18.2, final.swapId],
    ]);
    expect(data.recent_sales.map((sale) => [sale.swap_id, sale.price, sale.stage, sale.buyer])).toEqual([
      [paid.swapId, 50, 'paid', buyer.username],
      [labelled.swapId, 25, 'label_printed', buyer.username],
      [delivered.swapId, 100, 'delivered', buyer.username],
      [disputed.swapId, 40, 'disputed', buyer.username],
      [refunded.swapId, 30, 'refunded', buyer.username],
      [final.swapId, 20, 'final', buyer.username],
      [old.swapId, 60, 'final', buyer.username],
    ]);
    expect(data.to_ship.map((ship) => [ship.swap_id, ship.label_printed, ship.ship_by])).toEqual([
      [labelled.swapId, true, new Date(now.getTime() - 2 * HOUR + 3 * DAY).toISOString()],
      [paid.swapId, false, new Date(now.getTime() - HOUR + 3 * DAY).toISOString()],
    ]);
    expect(data.drafts).toMatchObject({ count: 2, items: [{ id: draftB }, { id: draftA }] });
    // 30 days: five sales standing (the refunded one is out, the 45-day-old one before the window), $235.
    expect(data.stats).toMatchObject({ sales: 5, revenue: 235, favorites: 1, views: 0, for_sale: 3 });
    expect(data.stats.sell_through).toBe(5 / 8);
    expect(data.stats.buckets.reduce((sum, bucket) => sum + bucket.sales, 0)).toBe(5);
    // Today's period (the last) holds the two sales of the past hours: $75.
    expect(data.stats.buckets.at(-1)).toMatchObject({ sales: 2, revenue: 75, end: now.toISOString() });
    const longer = await dashboard(seller, 90);
    expect(longer.stats).toMatchObject({ days: 90, sales: 6, revenue: 295, favorites: 2, sell_through: 6 / 9 });
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
  });

  it('counts a sale and a favourite exactly 30 days old, not one 30 days and 1 ms old (the window at its edge)', async () => {
    const seller = SELLERS.edge;
    const now = await freezeClock(db(), new Date('2026-11-20T12:00:00.000Z'));
    const edge = new Date(now.getTime() - 30 * DAY);
    const item = await makeItem(seller, { quantity: 2 });
    await makeSale(seller, { price: 12.5, at: edge, stage: 'final' });
    await makeSale(seller, { price: 7, at: new Date(edge.getTime() - 1), stage: 'final' });
    await favourite(buyer.id, item, edge);
    await favourite(demoAccount('pro').id, item, new Date(edge.getTime() - 1));

    const inWindow = (await dashboard(seller)).stats;
    expect(inWindow).toMatchObject({ since: edge.toISOString(), sales: 1, revenue: 12.5, favorites: 1 });
    // The edge falls in the first day of the chart.
    expect(inWindow.buckets[0]).toMatchObject({ start: edge.toISOString(), sales: 1, revenue: 12.5, favorites: 1 });
    expect((await dashboard(seller, 90)).stats).toMatchObject({ sales: 2, revenue: 19.5, favorites: 2 });

    await advanceClock(db(), 1);
    expect((await dashboard(seller)).stats).toMatchObject({ sales: 0, revenue: 0, favorites: 0 });
  });

  it('counts views per UTC day from the item page: the days the window touches, not the seller’s own', async () => {
    const seller = SELLERS.views;
    const item = await makeItem(seller);
    const now = await freezeClock(db(), new Date('2026-11-20T12:00:00.000Z'));
    await countView(db(), item, buyer.id);
    await countView(db(), item, null);
    await countView(db(), item, seller);
    // 30 days before, at 11:00: the window starts at 12:00 that day, and the day counts whole.
    await freezeClock(db(), new Date(now.getTime() - 30 * DAY - HOUR));
    await countView(db(), item, buyer.id);
    // 31 days before: outside 30 days, inside 90.
    await freezeClock(db(), new Date(now.getTime() - 31 * DAY));
    await countView(db(), item, buyer.id);
    await freezeClock(db(), now);

    const stats = (await dashboard(seller)).stats;
    expect(stats.views).toBe(3);
    expect([stats.buckets[0]!.views, stats.buckets.at(-1)!.views]).toEqual([1, 2]);
    expect((await dashboard(seller, 90)).stats.views).toBe(4);
    const [row] = await db().query<{ views_count: number }>('SELECT views_count FROM items WHERE id = $1', [item]);
    expect(row!.views_count).toBe(4);
  });

  it('draws 90 days as 13 periods, twelve weeks and the latest 6 days up to now', async () => {
    const seller = SELLERS.weeks;
    const now = await freezeClock(db(), new Date('2026-11-20T12:00:00.000Z'));
    await makeSale(seller, { price: 15, at: now, stage: 'paid' });
    await makeSale(seller, { price: 9, at: new Date(now.getTime() - 6 * DAY), stage: 'paid' });
    await makeSale(seller, { price: 11, at: new Date(now.getTime() - 6 * DAY - 1), stage: 'paid' });
    const { buckets } = (await dashboard(seller, 90)).stats;
    expect(buckets).toHaveLength(13);
    expect(buckets[0]!.start).toBe(new Date(now.getTime() - 90 * DAY).toISOString());
    expect(buckets.at(-1)).toMatchObject({
      start: new Date(now.getTime() - 6 * DAY).toISOString(),
      end: now.toISOString(),
      sales: 2,
      revenue: 24,
    });
    expect(buckets.at(-2)).toMatchObject({ sales: 1, revenue: 11 });
  });

  it('asks a guest to sign in (401) and answers 404 for another user’s uuid', async () => {
    const seller = SELLERS.figures;
    const guest = await call(`/v1/users/user-${seller}/seller_dashboard`, null);
    expect(guest.status).toBe(401);
    const other = await call(`/v1/users/user-${seller}/seller_dashboard`, buyer.id);
    expect(other.status).toBe(404);
    expect(errorOf(other.body)).toMatchObject({ code: 'not_found' });
  });

  it('refuses a window other than 30 or 90 days and a malformed uuid with {errors: [{message, code, field}]} (400)', async () => {
    const seller = SELLERS.empty;
    const week = await call(`/v1/users/user-${seller}/seller_dashboard?days=7`, seller);
    expect(week.status).toBe(400);
    expect(errorOf(week.body)).toMatchObject({ message: 'days is 30 or 90', code: 'invalid', field: 'days' });
    const badUuid = await call(`/v1/users/${'x'.repeat(101)}/seller_dashboard`, seller);
    expect(badUuid.status).toBe(400);
    expect(errorOf(badUuid.body)).toMatchObject({ code: 'invalid', field: 'uuid' });
  });
});
