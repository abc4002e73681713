import { expect, it } from 'vitest';
import { describeEachDriver, useSeededApp } from '../../server/testing/test-databases';
import { readFixture, type Fixture } from './fixture';
import { checkInvariants, type Check } from './invariants';

const failed = (checks: Check[]) =>
  checks.filter((check) => check.failures.length > 0).map((check) => check.name.split(':')[0]);

// The load and fault runs trust these checks to say "nothing half written": each must catch the
// damage it names, and pass a real checkout.
describeEachDriver('load run invariants', (driver) => {
  const context = useSeededApp(driver);
  let fixture: Fixture;

  it('hold for real checkouts counted by the client', async () => {
    fixture = await readFixture(context.db, { buyerCount: 2 });
    const [buyer] = fixture.buyers;
    const itemId = fixture.raceItems[0]!;
    const auth = { authorization: `Bearer ${buyer!.token}`, 'content-type': 'application/json' };
    const cart = `/v1/users/${buyer!.uuid}/cart`;
    expect(
      (
        await context.app.request(`${cart}/cart_items`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ cart: { cart_item: { item_id: itemId } } }),
        })
      ).status,
    ).toBe(201);
    const checkout = await context.app.request(`${cart}/checkout`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ checkout: { nonce: 'fake-valid-nonce' } }),
    });
    expect(checkout.status).toBe(201);
    const { order } = ((await checkout.json()) as { data: { order: { id: number } } }).data;
    const checkouts = [{ orderId: order.id, buyerId: buyer!.id, itemId }];
    expect(failed(await checkInvariants(context.db, fixture.before, { checkouts, unknownCheckouts: 0 }))).toEqual([]);
    expect(failed(await checkInvariants(context.db, fixture.before, { checkouts: [], unknownCheckouts: 0 }))).toEqual([
      'orders = checkouts answered 201 (same ids, buyers, items; plus at most the checkouts that timed out)',
    ]);
    expect(failed(await checkInvariants(context.db, fixture.before, { checkouts: [], unknownCheckouts: 1 }))).toEqual(
      [],
    );
  });

  it('catch an order without lines, an item sold without an order and a purchase count that did not move', async () => {
    const [, buyer] = fixture.buyers;
    await context.db.query(
      `INSERT INTO orders (buyer_id, subtotal, shipping, total, payment_gateway, payment_transaction_id) VALUES ($1, 10, 0, 10, 'sandbox', 'half-written')`,
      [buyer!.id],
    );
    await context.db.query(`UPDATE items SET state = 'sold', quantity = 0 WHERE id = $1`, [fixture.raceItems[1]]);
    expect(failed(await checkInvariants(context.db, fixture.before))).toEqual([
      'every order has its lines, one swap per line, and total = subtotal + shipping = its lines',
      'nothing sold without an order',
      'purchase counts moved by exactly the new orders',
    ]);
  });

  it('catch a unit sold twice', async () => {
    const [, buyer] = fixture.buyers;
    const [order] = await context.db.query<{ id: number }>(
      `INSERT INTO orders (buyer_id, subtotal, shipping, total, payment_gateway, payment_transaction_id) VALUES ($1, 10, 0, 10, 'sandbox', 'twice') RETURNING id`,
      [buyer!.id],
    );
    const [swap] = await context.db.query<{ id: number }>(
      `INSERT INTO swaps (item_id, buyer_id, seller_id, order_id) SELECT id, $1, seller_id, $2 FROM items WHERE id = $3 RETURNING id`,
      [buyer!.id, order!.id, fixture.raceItems[0]],
    );
    await context.db.query(
      `INSERT INTO order_items (order_id, item_id, seller_id, swap_id, price, shipping) SELECT $1, id, seller_id, $2, 10, 0 FROM items WHERE id = $3`,
      [order!.id, swap!.id, fixture.raceItems[0]],
    );
    expect(failed(await checkInvariants(context.db, fixture.before))).toContain('no unit sold twice');
  });
});
