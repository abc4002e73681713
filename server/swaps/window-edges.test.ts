import { afterEach, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { cartSchema } from '../../schemas/entities/cart';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { swapSchema, type Swap } from '../../schemas/entities/swap';
import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import { freezeClock, resetClock } from '../clock/clock';
import { applySalePhases } from '../sales/sales';
import { sendShipReminders } from '../shipping/ship-reminders';
import { buyableItems, useRecordingApp } from '../testing/money';
import { describeEachDriver } from '../testing/test-databases';
import { settleAuctions } from './auctions';
import { finalizeDeliveries } from './delivery';
import { expireOffers } from './holds';

/**
 * Every time window at its edge (issue 31, server/swaps/README.md 'Time windows at their edges'): the clock is
 * frozen (`freezeClock`, migration 152) and set to 1 ms before the deadline, then to the deadline itself,
 * for the route that enforces the window and for the job that settles it. Flipping a `<` to `<=`, or moving
 * a window by any amount, fails a test here.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * The windows as the rules state them (server/swaps/README.md), written out rather than read from SWAP_TIMING,
 * so that changing a window there fails here.
 */
const WINDOW = {
  offerExpiry: 48 * HOUR,
  paymentWindow: 48 * HOUR,
  shipBy: 3 * DAY,
  firstShipReminder: 2 * DAY,
  refundOffer: 7 * DAY,
  acceptWindow: 72 * HOUR,
  bump: 24 * HOUR,
};
/** Buyers of this file (seeded users no other test here sells as). */
const [buyerA, buyerB, buyerC] = [131, 132, 133];
const BUYERS = 'i.seller_id NOT BETWEEN 130 AND 140';

describeEachDriver('time windows at their edges (the server clock frozen)', (driver) => {
  const { context, gateway, request, add, checkout, cartPath } = useRecordingApp(driver);
  const db = () => context.db;
  // The clock runs again and the buyers' carts are emptied after each test.
  afterEach(async () => {
    await resetClock(db());
    await db().query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ANY ($1::int[]))', [
      [buyerA, buyerB, buyerC],
    ]);
  });

  /** The server clock stopped at `ms` after `from`. */
  const at = (from: Date, ms: number) => freezeClock(db(), new Date(from.getTime() + ms));
  const swapOf = (body: unknown): Swap => swapSchema.parse((body as { data: unknown }).data);
  const swapAs = async (swapId: number, userId: number) =>
    swapOf((await request('GET', `/v1/swaps/${swapId}`, userId)).body);
  const codeOf = (answer: { status: number; body: unknown }) => [
    answer.status,
    apiErrorBodySchema.parse(answer.body).errors[0]!.code,
  ];
  const notices = async (swapId: number) =>
    (
      await db().query<{ event: string }>(
        'SELECT event FROM swap_messages WHERE swap_id = $1 AND event IS NOT NULL ORDER BY id',
        [swapId],
      )
    ).map((row) => row.event);
  const stageOf = async (swapId: number) =>
    (await db().query<{ stage: string }>('SELECT stage FROM swaps WHERE id = $1', [swapId]))[0]!.stage;

  let skip = 0;
  /** A fresh item that takes offers (one unit, no options, no swaps), seller not a buyer of this file. */
  const offerItem = async () => {
    const [item] = await buyableItems(db(), 1, { where: `accepts_offers AND price > 40 AND ${BUYERS}`, skip: skip++ });
    return item!;
  };
  /** `buyer` buys a fresh item now (by the server clock): its swap id, seller and price. */
  const buy = async (buyer: number, where = 'true') => {
    const [item] = await buyableItems(db(), 1, { where: `${BUYERS} AND ${where}`, skip: skip++ });
    expect((await add(buyer, item!.id)).status).toBe(201);
    expect((await checkout(buyer)).status).toBe(201);
    const [swap] = await db().query<{ id: number }>('SELECT id FROM swaps WHERE item_id = $1 AND buyer_id = $2', [
      item!.id,
      buyer,
    ]);
    return { id: swap!.id, itemId: item!.id, sellerId: item!.seller_id };
  };
  const offer = (buyer: number, itemId: number, amount: number) =>
    request('POST', '/v1/swaps', buyer, { swap: { item_id: itemId, offer: { amount } } });
  const answer = (swap: Swap, userId: number, state: 'accepted' | 'declined') =>
    request('PUT', `/v1/swaps/${swap.id}/offers/${swap.offers.at(-1)!.id}`, userId, { offer: { state } });
  const cartOf = async (userId: number) =>
    cartSchema.parse(((await request('GET', cartPath(userId), userId)).body as { data: unknown }).data);

  it('the windows are the documented ones (SWAP_TIMING, which the jobs and the other tests read)', () => {
    expect(SWAP_TIMING).toEqual({
      auctionLength: 7 * DAY,
      offerExpiry: WINDOW.offerExpiry,
      paymentWindow: WINDOW.paymentWindow,
      shipBy: WINDOW.shipBy,
      shipReminders: [WINDOW.firstShipReminder, 4 * DAY, WINDOW.refundOffer],
      refundOffer: WINDOW.refundOffer,
      acceptWindow: WINDOW.acceptWindow,
    });
  });

  it('an offer lapses at exactly 48 h: answerable and pending 1 ms before, expired (409, reader and job) at it', async () => {
    const t0 = await freezeClock(db());
    const item = await offerItem();
    const made = await offer(buyerA, item.id, 30);
    expect(made.status).toBe(201);
    const swap = swapOf(made.body);
    const [row] = await db().query<{ expires_at: Date }>('SELECT expires_at FROM offers WHERE id = $1', [
      swap.offers.at(-1)!.id,
    ]);
    expect(row!.expires_at.getTime() - t0.getTime()).toBe(WINDOW.offerExpiry);

    await at(t0, WINDOW.offerExpiry - 1);
    await expireOffers(db());
    expect((await swapAs(swap.id, item.seller_id)).offers.at(-1)!.state).toBe('pending');
    expect(await notices(swap.id)).not.toContain('offer_expired');

    await at(t0, WINDOW.offerExpiry);
    expect((await swapAs(swap.id, item.seller_id)).offers.at(-1)!.state).toBe('expired');
    const late = await answer(swap, item.seller_id, 'accepted');
    expect([late.status, apiErrorBodySchema.parse(late.body).errors[0]!.message]).toEqual([
      409,
      'This offer expired unanswered',
    ]);
    const counter = await request(
      'POST',
      `/v1/swaps/${swap.id}/offers/${swap.offers.at(-1)!.id}/counter`,
      item.seller_id,
      {
        offer: { amount: 35 },
      },
    );
    expect(codeOf(counter)).toEqual([409, 'offer_closed']);
    await expireOffers(db());
    expect(await notices(swap.id)).toContain('offer_expired');

    // Another offer answered 1 ms before its 48 h is accepted.
    const other = await offerItem();
    const second = swapOf((await offer(buyerB, other.id, 30)).body);
    await at(t0, WINDOW.offerExpiry * 2 - 1);
    expect((await answer(second, other.seller_id, 'accepted')).status).toBe(200);
  });

  it('an accepted offer holds the item for exactly 48 h: held, the offer price and Pay 1 ms before; released at it', async () => {
    const t0 = await freezeClock(db());
    const item = await offerItem();
    const swap = swapOf((await offer(buyerA, item.id, 31)).body);
    expect((await answer(swap, item.seller_id, 'accepted')).status).toBe(200);
    const held = await swapAs(swap.id, buyerA);
    expect(Date.parse(held.pay_by!) - t0.getTime()).toBe(WINDOW.paymentWindow);

    await at(t0, WINDOW.paymentWindow - 1);
    await expireOffers(db());
    expect(await swapAs(swap.id, buyerA)).toMatchObject({ stage: 'awaiting_payment' });
    expect((await swapAs(swap.id, buyerA)).actions).toContain('pay');
    expect(codeOf(await add(buyerB, item.id))).toEqual([409, 'unavailable']);
    expect((await add(buyerA, item.id)).status).toBe(201);
    expect((await cartOf(buyerA)).cart_items.find((line) => line.item.id === item.id)!.offer_price).toBe(31);

    await at(t0, WINDOW.paymentWindow);
    // Before the job: the window is shut for everyone who reads it.
    expect((await swapAs(swap.id, buyerA)).actions).not.toContain('pay');
    expect((await cartOf(buyerA)).cart_items.find((line) => line.item.id === item.id)!.offer_price).toBe(null);
    expect((await add(buyerB, item.id)).status).toBe(201);
    await expireOffers(db());
    expect(await swapAs(swap.id, buyerA)).toMatchObject({ stage: 'open', pay_by: null });
    expect(await notices(swap.id)).toContain('payment_window_expired');
  });

  it('the holder paying 1 ms before the window shuts is charged the accepted offer', async () => {
    const t0 = await freezeClock(db());
    const item = await offerItem();
    const swap = swapOf((await offer(buyerC, item.id, 32)).body);
    expect((await answer(swap, item.seller_id, 'accepted')).status).toBe(200);
    await at(t0, WINDOW.paymentWindow - 1);
    expect((await add(buyerC, item.id)).status).toBe(201);
    expect((await checkout(buyerC)).status).toBe(201);
    const [line] = await db().query<{ price: number }>('SELECT price FROM order_items WHERE swap_id = $1', [swap.id]);
    expect(line!.price).toBe(32);
    expect(gateway.charges).toHaveLength(1);
  });

  it('an auction ends at exactly ends_at: a bid 1 ms before counts and the job waits; at it, 409 and the job settles', async () => {
    const t0 = await freezeClock(db());
    const item = await offerItem();
    await db().query(
      "UPDATE items SET auction = true, auction_settled_at = NULL, ends_at = ks_now() + interval '1 hour' WHERE id = $1",
      [item.id],
    );
    await at(t0, HOUR - 1);
    const bid = await offer(buyerA, item.id, 20);
    expect(bid.status).toBe(201);
    await settleAuctions(db());
    expect((await swapAs(swapOf(bid.body).id, buyerA)).stage).toBe('open');

    await at(t0, HOUR);
    expect(codeOf(await offer(buyerB, item.id, 25))).toEqual([409, 'auction_ended']);
    const detail = itemDetailSchema.parse(
      ((await request('GET', `/v1/items/${item.id}`, buyerB)).body as { data: unknown }).data,
    );
    expect(detail.auction_ended).toBe(true);
    await settleAuctions(db());
    const won = await swapAs(swapOf(bid.body).id, buyerA);
    expect(won.stage).toBe('awaiting_payment');
    expect(Date.parse(won.pay_by!) - t0.getTime()).toBe(HOUR + WINDOW.paymentWindow);
  });

  it('paid: ship by exactly 3 days on; reminders from exactly 2 days; refund from exactly 7 days, route and job', async () => {
    const t0 = await freezeClock(db());
    const { id } = await buy(buyerA);
    const paid = await swapAs(id, buyerA);
    expect(Date.parse(paid.paid_at!)).toBe(t0.getTime());
    expect(Date.parse(paid.ship_by!) - t0.getTime()).toBe(WINDOW.shipBy);
    const reminders = async () =>
      (await notices(id)).filter((event) => event === 'ship_reminder' || event === 'refund_offered');

    await at(t0, WINDOW.firstShipReminder - 1);
    await sendShipReminders(db());
    expect(await reminders()).toEqual([]);
    await at(t0, WINDOW.firstShipReminder);
    await sendShipReminders(db());
    expect(await reminders()).toEqual(['ship_reminder']);

    await at(t0, WINDOW.refundOffer - 1);
    await sendShipReminders(db());
    expect(await reminders()).toEqual(['ship_reminder', 'ship_reminder']);
    expect((await swapAs(id, buyerA)).actions).not.toContain('request_refund');
    expect(codeOf(await request('POST', `/v1/swaps/${id}/refund`, buyerA))).toEqual([409, 'refund_too_early']);

    await at(t0, WINDOW.refundOffer);
    await sendShipReminders(db());
    expect(await reminders()).toEqual(['ship_reminder', 'ship_reminder', 'ship_reminder', 'refund_offered']);
    expect((await swapAs(id, buyerA)).actions).toContain('request_refund');
    expect((await request('POST', `/v1/swaps/${id}/refund`, buyerA)).status).toBe(200);
    expect(await stageOf(id)).toBe('refunded');
  });

  it('delivered: accept and dispute until 1 ms before the 72 h, the job waits; at exactly 72 h both are 409 and the job finalises', async () => {
    const first = await buy(buyerB);
    const second = await buy(buyerB);
    const t0 = await freezeClock(db());
    // The carrier's delivery (shipping/tracking-job.ts sets accept_by = delivered_at + 72 h:
    // shipping/shipping-routes.test.ts).
    await db().query(
      `UPDATE swaps SET stage = 'delivered', shipped_at = ks_now(), delivered_at = ks_now(),
         accept_by = ks_now() + $2 * interval '1 millisecond' WHERE id = ANY ($1::int[])`,
      [[first.id, second.id], WINDOW.acceptWindow],
    );
    await at(t0, WINDOW.acceptWindow - 1);
    await finalizeDeliveries(db());
    expect(await stageOf(second.id)).toBe('delivered');
    expect((await swapAs(second.id, buyerB)).actions).toEqual(expect.arrayContaining(['accept_item', 'reject_item']));
    expect((await request('POST', `/v1/swaps/${first.id}/accept`, buyerB)).status).toBe(200);

    await at(t0, WINDOW.acceptWindow);
    expect((await swapAs(second.id, buyerB)).actions).not.toContain('accept_item');
    expect(codeOf(await request('POST', `/v1/swaps/${second.id}/accept`, buyerB))).toEqual([
      409,
      'accept_window_closed',
    ]);
    const dispute = await request('POST', `/v1/swaps/${second.id}/dispute`, buyerB, {
      dispute: { reason: 'damaged', description: 'Cracked' },
    });
    expect(codeOf(dispute)).toEqual([409, 'accept_window_closed']);
    await finalizeDeliveries(db());
    expect(await stageOf(second.id)).toBe('final');
  });

  it('a dispute opened 1 ms before the 72 h is taken', async () => {
    const { id } = await buy(buyerC);
    const t0 = await freezeClock(db());
    await db().query(
      `UPDATE swaps SET stage = 'delivered', shipped_at = ks_now(), delivered_at = ks_now(),
         accept_by = ks_now() + $2 * interval '1 millisecond' WHERE id = $1`,
      [id, WINDOW.acceptWindow],
    );
    await at(t0, WINDOW.acceptWindow - 1);
    const dispute = await request('POST', `/v1/swaps/${id}/dispute`, buyerC, {
      dispute: { reason: 'damaged', description: 'Cracked' },
    });
    expect(dispute.status).toBe(201);
  });

  it('a bump waits exactly 24 h: 429 (next_bump_at the 24 h mark) 1 ms before, bumped at it', async () => {
    const t0 = await freezeClock(db());
    const [item] = await buyableItems(db(), 1, {
      where: `${BUYERS} AND sale_id IS NULL AND last_bumped_at IS NULL`,
      skip: skip++,
    });
    await db().query(
      `INSERT INTO bump_balances (user_id, available_bumps) VALUES ($1, 5)
       ON CONFLICT (user_id) DO UPDATE SET available_bumps = 5`,
      [item!.seller_id],
    );
    const bump = () => request('POST', `/v1/items/${item!.id}/bump`, item!.seller_id);
    expect((await bump()).status).toBe(200);
    await at(t0, WINDOW.bump - 1);
    const early = await bump();
    expect(codeOf(early)).toEqual([429, 'bump_limit']);
    expect(Date.parse((early.body as { meta: { next_bump_at: string } }).meta.next_bump_at)).toBe(
      t0.getTime() + WINDOW.bump,
    );
    await at(t0, WINDOW.bump);
    expect((await bump()).status).toBe(200);
  });

  it('a sale is live from exactly started_at until just before ended_at: prices, joining and the job at each edge', async () => {
    const t0 = await freezeClock(db());
    const [sale] = await db().query<{ id: number }>(
      `INSERT INTO sales (name, label, destination, started_at, ended_at, slug, discount_percent)
       VALUES ('Edge sale', 'Test', '/search?sale=1', ks_now() + interval '1 hour', ks_now() + interval '3 hours',
               'edge-sale-' || gen_random_uuid(), 15) RETURNING id`,
    );
    const [item, late] = await buyableItems(db(), 2, { where: `${BUYERS} AND sale_id IS NULL`, skip: skip++ });
    skip++;
    // $10.10 less 15 % is $8.585: half a cent, rounded up to $8.59 (truncating would say $8.58).
    await db().query('UPDATE items SET list_price = 10.10, price = 10.10 WHERE id = $1', [item!.id]);
    const join = (joining: { id: number; seller_id: number }) =>
      request('POST', '/v1/items/sale', joining.seller_id, { sale: { item_id: joining.id, sale_id: sale!.id } });
    const priceOf = async (id: number) =>
      (
        await db().query<{ price: number; sale_id: number | null }>('SELECT price, sale_id FROM items WHERE id = $1', [
          id,
        ])
      )[0]!;
    expect((await join(item!)).status).toBe(200);

    await at(t0, HOUR - 1);
    await applySalePhases(db());
    expect(await priceOf(item!.id)).toEqual({ price: 10.1, sale_id: sale!.id });
    await at(t0, HOUR);
    await applySalePhases(db());
    expect(await priceOf(item!.id)).toEqual({ price: 8.59, sale_id: sale!.id });

    await at(t0, 3 * HOUR - 1);
    await applySalePhases(db());
    expect(await priceOf(item!.id)).toEqual({ price: 8.59, sale_id: sale!.id });
    expect((await join(late!)).status).toBe(200);
    await at(t0, 3 * HOUR);
    await applySalePhases(db());
    expect(await priceOf(item!.id)).toEqual({ price: 10.1, sale_id: null });
    expect(codeOf(await join(item!))).toEqual([422, 'sale_ended']);
  });
});
