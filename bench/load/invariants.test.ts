import { expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { cashOutAs, payoutSeller, recordingPayoutProvider } from '../../server/testing/payouts';
import { describeEachDriver, useSeededApp } from '../../server/testing/test-databases';
import { readFixture, type Buyer } from './fixture';
import { checkInvariants, type Check } from './invariants';

const failed = (checks: Check[]) =>
  checks.filter((check) => check.failures.length > 0).map((check) => check.name.split(':')[0]);

// The load and fault runs trust these checks to say "nothing half written": each must catch the
// damage it names, and pass a real checkout. Each test reads its own fixture, so the orders and
// items it counts from are those after whatever the file's other tests wrote.
describeEachDriver('load run invariants', (driver) => {
  const context = useSeededApp(driver);
  const fixture = () => readFixture(context.db, { buyerCount: 2 });

  /** A real checkout of one item by `buyer`, as a load client makes it; answers what the client counted. */
  async function checkout(buyer: Buyer, itemId: number) {
    const auth = { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' };
    const cart = `/v1/users/${buyer.uuid}/cart`;
    expect(
      (
        await context.app.request(`${cart}/cart_items`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ cart: { cart_item: { item_id: itemId } } }),
        })
      ).status,
    ).toBe(201);
    const answer = await context.app.request(`${cart}/checkout`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ checkout: { nonce: 'fake-valid-nonce' } }),
    });
    expect(answer.status).toBe(201);
    const { order } = ((await answer.json()) as { data: { order: { id: number } } }).data;
    return { orderId: order.id, buyerId: buyer.id, itemId };
  }

  it('hold for real checkouts counted by the client', async () => {
    const { buyers, raceItems, before } = await fixture();
    const checkouts = [await checkout(buyers[0]!, raceItems[0]!)];
    expect(failed(await checkInvariants(context.db, before, { checkouts, unknownCheckouts: 0 }))).toEqual([]);
    expect(failed(await checkInvariants(context.db, before, { checkouts: [], unknownCheckouts: 0 }))).toEqual([
      'orders = checkouts answered 201 (same ids, buyers, items; plus at most the checkouts that timed out)',
    ]);
    expect(failed(await checkInvariants(context.db, before, { checkouts: [], unknownCheckouts: 1 }))).toEqual([]);
  });

  it('catch an order without lines, an item sold without an order and a purchase count that did not move', async () => {
    const { buyers, raceItems, before } = await fixture();
    await context.db.query(
      `INSERT INTO orders (buyer_id, subtotal, shipping, total, payment_gateway, payment_transaction_id) VALUES ($1, 10, 0, 10, 'sandbox', 'half-written')`,
      [buyers[1]!.id],
    );
    await context.db.query(`UPDATE items SET state = 'sold', quantity = 0 WHERE id = $1`, [raceItems[1]]);
    expect(failed(await checkInvariants(context.db, before))).toEqual([
      'every order has its lines, one swap per line, and total = subtotal + shipping = its lines',
      'nothing sold without an order',
      'purchase counts moved by exactly the new orders',
    ]);
  });

  it('catch a unit sold twice', async () => {
    const { buyers, raceItems, before } = await fixture();
    const [buyer, other] = buyers;
    // The unit is sold once by a real checkout, then a second order line sells it again.
    const itemId = raceItems[0]!;
    await checkout(buyer!, itemId);
    expect(failed(await checkInvariants(context.db, before))).toEqual([]);
    const [order] = await context.db.query<{ id: number }>(
      `INSERT INTO orders (buyer_id, subtotal, shipping, total, payment_gateway, payment_transaction_id) VALUES ($1, 10, 0, 10, 'sandbox', 'twice') RETURNING id`,
      [other!.id],
    );
    const [swap] = await context.db.query<{ id: number }>(
      `INSERT INTO swaps (item_id, buyer_id, seller_id, order_id) SELECT id, $1, seller_id, $2 FROM items WHERE id = $3 RETURNING id`,
      [other!.id, order!.id, itemId],
    );
    await context.db.query(
      `INSERT INTO order_items (order_id, item_id, seller_id, swap_id, price, shipping) SELECT $1, id, seller_id, $2, 10, 0 FROM items WHERE id = $3`,
      [order!.id, swap!.id, itemId],
    );
    expect(failed(await checkInvariants(context.db, before))).toContain('no unit sold twice');
  });

  it('catch a payout whose money is not where its state says', async () => {
    const app = createApp({ db: context.db, payoutProvider: recordingPayoutProvider() });
    const sellerId = await payoutSeller(context.db, { availableCents: 5_000 });
    expect((await cashOutAs(app, sellerId, 5_000)).status).toBe(201);
    const { before } = await fixture();
    expect(failed(await checkInvariants(context.db, before))).toEqual([]);
    // Marked failed without its reversal: the money is neither back in Available nor held for the payout.
    await context.db.query(
      `UPDATE payouts SET state = 'failed', failed_at = now(), failure_message = 'returned' WHERE user_id = $1`,
      [sellerId],
    );
    expect(failed(await checkInvariants(context.db, before))).toEqual([
      'every payout posted its amount from Available, a failed one got it back, and the platform holds the rest',
    ]);
    await context.db.query(
      `UPDATE payouts SET state = 'pending', failed_at = NULL, failure_message = NULL WHERE user_id = $1`,
      [sellerId],
    );
    expect(failed(await checkInvariants(context.db, before))).toEqual([]);
  });
});
