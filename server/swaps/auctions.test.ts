import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import { swapSchema, type Swap } from '../../schemas/entities/swap';
import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import { advanceClock, clockNow } from '../clock/clock';
import { listFlowCalls } from '../testing/listings';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { settleAuctions } from './auctions';
import { expireOffers, PAYMENT_WINDOW_TEXT } from './holds';

const MINUTE = 60_000;

describeEachDriver('auctions: 7 days, outbids, the end and its winner', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;
  const swapOf = (body: unknown): Swap => swapSchema.parse((body as { data: unknown }).data);
  const offer = (userId: number, itemId: number, amount: number) =>
    call('POST', '/v1/swaps', userId, { swap: { item_id: itemId, offer: { amount } } });
  const swapAs = async (swapId: number, userId: number) =>
    swapOf((await call('GET', `/v1/swaps/${swapId}`, userId)).body);
  const itemAs = async (itemId: number, userId: number | null) =>
    itemDetailSchema.parse(((await call('GET', `/v1/items/${itemId}`, userId)).body as { data: unknown }).data);
  /** A user's name and an item's, as the notices write them. */
  const names = async (userId: number, itemId: number) =>
    (
      await context.db.query<{ username: string; item: string }>(
        'SELECT u.username, i.name AS item FROM users u, items i WHERE u.id = $1 AND i.id = $2',
        [userId, itemId],
      )
    )[0]!;
  const notices = (swapId: number) =>
    context.db.query<{ event: string; body: string }>(
      'SELECT event, body FROM swap_messages WHERE swap_id = $1 AND event IS NOT NULL ORDER BY id',
      [swapId],
    );
  /** A fresh auction (one unit, no options, no swaps), `skip` apart, ending `endsInMs` from the server's now. */
  const auction = async (skip: number, endsInMs = SWAP_TIMING.auctionLength) => {
    const [item] = await context.db.query<{ id: number; seller_id: number; price: number }>(
      `SELECT id, seller_id, price FROM items i WHERE state = 'available' AND quantity = 1 AND seller_id NOT BETWEEN 100 AND 110 AND seller_id < 1000
         AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)
       ORDER BY id OFFSET $1 LIMIT 1`,
      [skip],
    );
    await context.db.query(
      "UPDATE items SET auction = true, auction_settled_at = NULL, ends_at = ks_now() + $2 * interval '1 millisecond' WHERE id = $1",
      [item!.id, endsInMs],
    );
    return item!;
  };

  it('publishing an auction sets its end 7 days later (by the server clock)', async () => {
    const {
      call: listCall,
      listing,
      completeDraft,
    } = listFlowCalls(
      () => context.app,
      () => context.db,
    );
    const draft = await completeDraft(131, 'Used Bauer Auction Stick');
    await context.db.query('UPDATE items SET auction = true WHERE id = $1', [draft.id]);
    const published = await listCall('POST', '/v1/items/publish', 131, { item: { id: draft.id } });
    expect(listing(published).state).toBe('available');
    const now = await clockNow(context.db);
    const detail = await itemAs(draft.id, 1001);
    expect(Date.parse(detail.auction_ends_at!) - now.getTime()).toBeGreaterThan(SWAP_TIMING.auctionLength - MINUTE);
    expect(Date.parse(detail.auction_ends_at!) - now.getTime()).toBeLessThanOrEqual(SWAP_TIMING.auctionLength);
    expect(detail).toMatchObject({ auction_ended: false, highest_offer: null, reserved: false, actions: ['offer'] });
  });

  it('a higher offer outbids: the outbid buyer is told and has it unread; a lower or equal one is 422', async () => {
    const item = await auction(0);
    const first = await offer(101, item.id, 50);
    expect(first.status).toBe(201);
    const firstSwap = swapOf(first.body);
    await call('POST', `/v1/swaps/${firstSwap.id}/read`, 101);
    const badge = async () =>
      ((await call('GET', '/v1/swaps/badge', 101)).body as { data: { badge: number } }).data.badge;
    const badgeBefore = await badge();

    const equal = await offer(102, item.id, 50);
    expect(equal.status).toBe(422);
    expect(errorsOf(equal.body)).toEqual([
      { message: 'Offer more than the highest offer, $50', code: 'invalid_amount', field: 'swap.offer.amount' },
    ]);
    expect(await context.db.query('SELECT 1 FROM swaps WHERE item_id = $1 AND buyer_id = 102', [item.id])).toEqual([]);

    const higher = await offer(102, item.id, 62.5);
    expect(higher.status).toBe(201);
    const higherSwap = swapOf(higher.body);
    expect(higherSwap.auction).toMatchObject({ ended: false, highest_offer: 62.5 });

    const outbid = swapOf((await call('GET', `/v1/swaps/${firstSwap.id}`, 101)).body);
    expect(outbid.offers.map((entry) => entry.state)).toEqual(['outbid']);
    expect(outbid.unread).toBe(true);
    expect(await badge()).toBe(badgeBefore + 1);
    expect(await notices(firstSwap.id)).toEqual([
      { event: 'outbid', body: 'Your offer of $50 was outbid: the highest offer is now $62.50.' },
    ]);
    // The seller is told of the new high offer: the new swap is unread for them.
    expect(swapOf((await call('GET', `/v1/swaps/${higherSwap.id}`, item.seller_id)).body).unread).toBe(true);
    expect(await itemAs(item.id, null)).toMatchObject({ highest_offer: 62.5, auction_ended: false });

    // The leader raising their own offer outbids it without telling them.
    expect((await offer(102, item.id, 70)).status).toBe(200);
    const raised = swapOf((await call('GET', `/v1/swaps/${higherSwap.id}`, 102)).body);
    expect(raised.offers.map((entry) => [entry.amount, entry.state])).toEqual([
      [62.5, 'outbid'],
      [70, 'pending'],
    ]);
    expect(await notices(higherSwap.id)).toEqual([]);
  });

  it('two equal offers at once: exactly one is the highest, the other is 422', async () => {
    const item = await auction(1);
    expect((await offer(101, item.id, 20)).status).toBe(201);
    const results = await Promise.all([103, 104, 105, 106].map((buyer) => offer(buyer, item.id, 30)));
    expect(results.map((result) => result.status).sort()).toEqual([201, 422, 422, 422]);
    for (const refused of results.filter((result) => result.status === 422))
      expect(errorsOf(refused.body)[0]!.message).toBe('Offer more than the highest offer, $30');
    const live = await context.db.query<{ amount: number }>(
      "SELECT amount FROM offers WHERE item_id = $1 AND state = 'pending'",
      [item.id],
    );
    expect(live).toEqual([{ amount: 30 }]);
  });

  it('after the end (by the server clock) offers are 409 auction_ended, before the job ran; nothing is written', async () => {
    const item = await auction(2, 5 * MINUTE);
    expect((await offer(101, item.id, 40)).status).toBe(201);
    await advanceClock(context.db, 6 * MINUTE);
    const late = await offer(102, item.id, 90);
    expect(late.status).toBe(409);
    expect(errorsOf(late.body)).toEqual([{ message: 'This auction has ended', code: 'auction_ended' }]);
    expect(await context.db.query('SELECT 1 FROM swaps WHERE item_id = $1 AND buyer_id = 102', [item.id])).toEqual([]);
    expect(await itemAs(item.id, 102)).toMatchObject({ auction_ended: true, highest_offer: 40, actions: [] });
  });

  it('the job settles every ended auction once: the highest offer wins and holds the item; a second run does nothing', async () => {
    const won = await auction(3, 10 * MINUTE);
    const unsold = await auction(4, 10 * MINUTE);
    const running = await auction(5, 3 * SWAP_TIMING.auctionLength);
    const low = swapOf((await offer(101, won.id, 30)).body);
    const high = swapOf((await offer(102, won.id, 45)).body);
    expect((await offer(103, running.id, 45)).status).toBe(201);
    await call('POST', `/v1/swaps/${high.id}/read`, 102);
    await call('POST', `/v1/swaps/${high.id}/read`, won.seller_id);

    // The server was down when they ended: the next run catches up.
    await advanceClock(context.db, 2 * 60 * MINUTE);
    expect(await settleAuctions(context.db)).toBeGreaterThanOrEqual(2);
    expect(await settleAuctions(context.db)).toBe(0);

    const now = await clockNow(context.db);
    const winner = swapOf((await call('GET', `/v1/swaps/${high.id}`, 102)).body);
    expect(winner).toMatchObject({
      stage: 'awaiting_payment',
      unread: true,
      auction: { ended: true, highest_offer: 45 },
    });
    expect(winner.actions).toContain('pay');
    expect(Date.parse(winner.pay_by!) - now.getTime()).toBeGreaterThan(SWAP_TIMING.paymentWindow - MINUTE);
    expect(winner.offers.map((entry) => entry.state)).toEqual(['accepted']);
    expect(swapOf((await call('GET', `/v1/swaps/${high.id}`, won.seller_id)).body).unread).toBe(true);
    expect((await notices(high.id)).map((notice) => notice.event)).toEqual(['auction_won']);
    const winning = await names(102, won.id);
    expect((await notices(high.id))[0]!.body).toBe(
      `The auction ended: @${winning.username} won ${winning.item} with the highest offer, $45. Pay within ${PAYMENT_WINDOW_TEXT}.`,
    );
    expect(swapOf((await call('GET', `/v1/swaps/${low.id}`, 101)).body).offers[0]!.state).toBe('outbid');
    expect(await context.db.query('SELECT reserved_swap_id, state FROM items WHERE id = $1', [won.id])).toEqual([
      { reserved_swap_id: high.id, state: 'available' },
    ]);

    // Others see it reserved; the winner buys it at the winning offer.
    expect(await itemAs(won.id, 101)).toMatchObject({ reserved: true, actions: ['view_swap'] });
    const add = (userId: number) =>
      call('POST', `/v1/users/user-${userId}/cart/cart_items`, userId, { cart: { cart_item: { item_id: won.id } } });
    const refused = await add(101);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)[0]).toMatchObject({
      message: 'This item is reserved for another buyer',
      code: 'unavailable',
    });
    expect((await add(102)).status).toBe(201);

    // Ended without an offer: off the shelf, settled; the seller relists it with Duplicate.
    expect(
      await context.db.query(
        'SELECT state, auction_settled_at IS NOT NULL AS settled, reserved_swap_id FROM items WHERE id = $1',
        [unsold.id],
      ),
    ).toEqual([{ state: 'archived', settled: true, reserved_swap_id: null }]);
    expect((await itemAs(unsold.id, unsold.seller_id)).actions).toEqual(['duplicate', 'edit']);
    // A running auction is left alone.
    expect(await context.db.query('SELECT auction_settled_at FROM items WHERE id = $1', [running.id])).toEqual([
      { auction_settled_at: null },
    ]);
  });

  it('an unpaid winner lets the payment window lapse: the auction ends unsold, the item off the shelf', async () => {
    const item = await auction(7, 10 * MINUTE);
    const swap = swapOf((await offer(103, item.id, 33)).body);
    await advanceClock(context.db, 20 * MINUTE);
    await settleAuctions(context.db);
    expect((await swapAs(swap.id, 103)).stage).toBe('awaiting_payment');

    await advanceClock(context.db, SWAP_TIMING.paymentWindow + MINUTE);
    expect(await expireOffers(context.db)).toBeGreaterThanOrEqual(1);
    const lapsed = await swapAs(swap.id, 103);
    expect(lapsed).toMatchObject({ stage: 'open', pay_by: null });
    expect(lapsed.offers.map((entry) => entry.state)).toEqual(['expired']);
    expect((await notices(swap.id)).map((notice) => notice.event)).toEqual(['auction_won', 'payment_window_expired']);
    expect((await notices(swap.id))[1]!.body).toBe(
      `@${(await names(103, item.id)).username} did not pay within ${PAYMENT_WINDOW_TEXT}: the accepted offer of $33 expired and the auction ended unsold.`,
    );
    expect(await context.db.query('SELECT state, reserved_swap_id FROM items WHERE id = $1', [item.id])).toEqual([
      { state: 'archived', reserved_swap_id: null },
    ]);
    expect((await offer(104, item.id, 50)).status).toBe(409);
  });

  it('the seller may not counter an offer on an auction (422)', async () => {
    const item = await auction(6);
    const swap = swapOf((await offer(101, item.id, 25)).body);
    const countered = await call('POST', `/v1/swaps/${swap.id}/offers/${swap.offers[0]!.id}/counter`, item.seller_id, {
      offer: { amount: 40 },
    });
    expect(countered.status).toBe(422);
    expect(errorsOf(countered.body)[0]!.code).toBe('auction');
  });
});
