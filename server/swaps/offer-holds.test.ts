import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { cartSchema } from '../../schemas/entities/cart';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { swapSchema, type Swap } from '../../schemas/entities/swap';
import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import { advanceClock, clockNow, resetClock } from '../clock/clock';
import { SANDBOX_NONCES } from '../payments/sandbox';
import { giveShipTo } from '../testing/addresses';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { expireOffers } from './holds';

const MINUTE = 60_000;
const [holder, other, third] = [111, 112, 113];

describeEachDriver('accepted offers hold the item; offers and payment windows lapse', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;
  const swapOf = (body: unknown): Swap => swapSchema.parse((body as { data: unknown }).data);
  const swapAs = async (swapId: number, userId: number) =>
    swapOf((await call('GET', `/v1/swaps/${swapId}`, userId)).body);
  const cartPath = (userId: number) => `/v1/users/user-${userId}/cart`;
  const add = (userId: number, itemId: number) =>
    call('POST', `${cartPath(userId)}/cart_items`, userId, { cart: { cart_item: { item_id: itemId } } });
  const checkout = async (userId: number) => {
    await giveShipTo(context.db, userId);
    return call('POST', `${cartPath(userId)}/checkout`, userId, { checkout: { nonce: SANDBOX_NONCES.approved } });
  };
  const itemAs = async (itemId: number, userId: number | null) =>
    itemDetailSchema.parse(((await call('GET', `/v1/items/${itemId}`, userId)).body as { data: unknown }).data);
  const notices = (swapId: number) =>
    context.db.query<{ event: string }>(
      'SELECT event FROM swap_messages WHERE swap_id = $1 AND event IS NOT NULL ORDER BY id',
      [swapId],
    );
  /**
   * Fixed-price single items that take offers, no options, no swaps, sold by nobody in this file, taken
   * when the file starts: a test's `offerItem(n)` is the same item whichever tests ran before it.
   */
  let offerItems: { id: number; seller_id: number; price: number }[] = [];
  beforeAll(async () => {
    offerItems = await context.db.query(
      `SELECT id, seller_id, price FROM items i WHERE state = 'available' AND NOT auction AND accepts_offers AND quantity = 1
         AND price > 40 AND seller_id NOT BETWEEN 100 AND 120 AND seller_id < 1000
         AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id)
         AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)
       ORDER BY id DESC LIMIT 4`,
    );
  });
  const offerItem = (index: number) => offerItems[index]!;
  // The buyers' carts and the server clock are shared: each test's cart lines go after it, and the clock is put back.
  let lastCartLine = 0;
  beforeEach(async () => {
    const [last] = await context.db.query<{ id: number | null }>('SELECT max(id) AS id FROM cart_items');
    lastCartLine = last?.id ?? 0;
  });
  afterEach(async () => {
    await context.db.query(
      'DELETE FROM cart_items WHERE id > $1 AND cart_id IN (SELECT id FROM carts WHERE user_id = ANY($2::int[]))',
      [lastCartLine, [holder, other, third]],
    );
    await resetClock(context.db);
  });
  const makeOffer = async (buyer: number, itemId: number, amount: number) => {
    const made = await call('POST', '/v1/swaps', buyer, { swap: { item_id: itemId, offer: { amount } } });
    expect(made.status).toBe(201);
    return swapOf(made.body);
  };
  const answer = (swap: Swap, userId: number, state: 'accepted' | 'declined') =>
    call('PUT', `/v1/swaps/${swap.id}/offers/${swap.offers.at(-1)!.id}`, userId, { offer: { state } });

  it('accepting holds the item for 48 hours: others cannot cart, merge, check out or offer; the holder pays', async () => {
    const item = offerItem(0);
    // Another buyer carted it before the hold.
    expect((await add(other, item.id)).status).toBe(201);
    const otherSwap = await makeOffer(other, item.id, 25);
    const swap = await makeOffer(holder, item.id, 30);
    await call('POST', `/v1/swaps/${swap.id}/read`, holder);
    const accepted = await answer(swap, item.seller_id, 'accepted');
    expect(accepted.status).toBe(200);

    const now = await clockNow(context.db);
    const held = await swapAs(swap.id, holder);
    expect(held).toMatchObject({ stage: 'awaiting_payment', unread: true });
    expect(held.actions).toContain('pay');
    expect(Date.parse(held.pay_by!) - now.getTime()).toBeGreaterThan(SWAP_TIMING.paymentWindow - MINUTE);
    expect(Date.parse(held.pay_by!) - now.getTime()).toBeLessThanOrEqual(SWAP_TIMING.paymentWindow);
    expect(await notices(swap.id)).toEqual([{ event: 'offer_accepted' }]);
    expect(await context.db.query('SELECT reserved_swap_id FROM items WHERE id = $1', [item.id])).toEqual([
      { reserved_swap_id: swap.id },
    ]);

    const reserved = { message: 'This item is reserved for another buyer', code: 'unavailable' };
    const carted = await add(third, item.id);
    expect(carted.status).toBe(409);
    expect(errorsOf(carted.body)).toEqual([reserved]);
    const merged = await call('POST', `${cartPath(third)}/batch_add`, third, { cart: { item_ids: [item.id] } });
    expect((merged.body as { meta: unknown }).meta).toEqual({
      skipped: [{ item_id: item.id, message: reserved.message }],
    });
    const offered = await call('POST', '/v1/swaps', third, { swap: { item_id: item.id, offer: { amount: 35 } } });
    expect(offered.status).toBe(409);
    expect(errorsOf(offered.body)).toEqual([reserved]);
    expect(
      await context.db.query('SELECT 1 FROM swaps WHERE item_id = $1 AND buyer_id = $2', [item.id, third]),
    ).toEqual([]);
    const otherCart = cartSchema.parse(((await call('GET', cartPath(other), other)).body as { data: unknown }).data);
    expect(otherCart.cart_items.map((line) => [line.item.id, line.available])).toEqual([[item.id, false]]);
    const refusedCheckout = await checkout(other);
    expect(refusedCheckout.status).toBe(409);
    expect(errorsOf(refusedCheckout.body)).toEqual([{ ...reserved, field: `cart_items.${item.id}` }]);

    // The seller cannot accept a second buyer's offer while the first holds it.
    const second = await answer(otherSwap, item.seller_id, 'accepted');
    expect(second.status).toBe(409);
    expect(errorsOf(second.body)).toEqual([reserved]);
    expect(await itemAs(item.id, third)).toMatchObject({ reserved: true, actions: [] });
    expect(await itemAs(item.id, null)).toMatchObject({ reserved: true, actions: [] });
    const forHolder = await itemAs(item.id, holder);
    expect(forHolder.reserved).toBe(false);
    expect(forHolder.actions).toContain('buy');

    expect((await add(holder, item.id)).status).toBe(201);
    const paid = await checkout(holder);
    expect(paid.status).toBe(201);
    expect(await context.db.query('SELECT state FROM items WHERE id = $1', [item.id])).toEqual([{ state: 'sold' }]);
  });

  it("the buyer accepting the seller's counter-offer holds it too, and the seller is told", async () => {
    const item = offerItem(1);
    const swap = await makeOffer(holder, item.id, 20);
    const countered = await call('POST', `/v1/swaps/${swap.id}/offers/${swap.offers[0]!.id}/counter`, item.seller_id, {
      offer: { amount: 35 },
    });
    expect(countered.status).toBe(201);
    await call('POST', `/v1/swaps/${swap.id}/read`, item.seller_id);
    const accepted = await answer(swapOf(countered.body), holder, 'accepted');
    expect(accepted.status).toBe(200);
    expect(swapOf(accepted.body).stage).toBe('awaiting_payment');
    expect((await swapAs(swap.id, item.seller_id)).unread).toBe(true);
    expect(await notices(swap.id)).toEqual([{ event: 'offer_accepted' }]);
  });

  it('a pending offer lapses 48 hours after it was made: refused at once, expired by the job once, both told', async () => {
    const item = offerItem(2);
    const swap = await makeOffer(holder, item.id, 25);
    const [offer] = await context.db.query<{ lasts: number }>(
      'SELECT extract(epoch FROM expires_at - created_at) * 1000 AS lasts FROM offers WHERE id = $1',
      [swap.offers[0]!.id],
    );
    expect(Math.abs(offer!.lasts - SWAP_TIMING.offerExpiry)).toBeLessThan(MINUTE);
    await call('POST', `/v1/swaps/${swap.id}/read`, item.seller_id);
    await call('POST', `/v1/swaps/${swap.id}/read`, holder);

    await advanceClock(context.db, SWAP_TIMING.offerExpiry + MINUTE);
    // Before the job ran: the offer reads as expired and cannot be accepted.
    expect((await swapAs(swap.id, holder)).offers[0]!.state).toBe('expired');
    const late = await answer(swap, item.seller_id, 'accepted');
    expect(late.status).toBe(409);
    expect(errorsOf(late.body)).toEqual([{ message: 'This offer expired unanswered', code: 'offer_closed' }]);

    expect(await expireOffers(context.db)).toBeGreaterThanOrEqual(1);
    expect(await expireOffers(context.db)).toBe(0);
    expect(await context.db.query('SELECT state FROM offers WHERE id = $1', [swap.offers[0]!.id])).toEqual([
      { state: 'expired' },
    ]);
    expect(await notices(swap.id)).toEqual([{ event: 'offer_expired' }]);
    expect((await swapAs(swap.id, holder)).unread).toBe(true);
    expect((await swapAs(swap.id, item.seller_id)).unread).toBe(true);
  });

  it('an unpaid payment window releases the item: the offer expires, the swap is open again, both are told', async () => {
    const item = offerItem(3);
    const swap = await makeOffer(holder, item.id, 28);
    expect((await answer(swap, item.seller_id, 'accepted')).status).toBe(200);
    expect((await add(holder, item.id)).status).toBe(201);
    expect((await add(other, item.id)).status).toBe(409);

    await advanceClock(context.db, SWAP_TIMING.paymentWindow + MINUTE);
    // Lapsed before the job ran: the hold is gone for others, and the holder no longer gets the offer's price.
    expect((await add(other, item.id)).status).toBe(201);
    const holderCart = cartSchema.parse(((await call('GET', cartPath(holder), holder)).body as { data: unknown }).data);
    expect(holderCart.cart_items.find((line) => line.item.id === item.id)?.offer_price).toBeNull();

    expect(await expireOffers(context.db)).toBeGreaterThanOrEqual(1);
    expect(await expireOffers(context.db)).toBe(0);
    const released = await swapAs(swap.id, holder);
    expect(released).toMatchObject({ stage: 'open', pay_by: null, unread: true });
    expect(released.offers.map((entry) => entry.state)).toEqual(['expired']);
    expect(released.actions).not.toContain('pay');
    expect(await notices(swap.id)).toEqual([{ event: 'offer_accepted' }, { event: 'payment_window_expired' }]);
    expect(await context.db.query('SELECT reserved_swap_id, state FROM items WHERE id = $1', [item.id])).toEqual([
      { reserved_swap_id: null, state: 'available' },
    ]);
  });
});
