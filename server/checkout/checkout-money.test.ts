import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { cartSchema } from '../../schemas/entities/cart';
import { checkoutResultSchema, orderSchema } from '../../schemas/entities/order';
import { SANDBOX_NONCES } from '../payments/sandbox';
import { buyableItems, useRecordingApp, type BuyableItem } from '../testing/money';
import { describeEachDriver } from '../testing/test-databases';

describeEachDriver('the money of a checkout: what is charged, and what may be sold', (driver) => {
  const { context, gateway, request, cartPath, add, checkout } = useRecordingApp(driver);
  const cents = (amount: number) => Math.round(amount * 100);
  const shopItems = (where: string, count: number, skip = 0) => buyableItems(context.db, count, { where, skip });
  /** Everything a checkout writes, for the buyer and the items. */
  const written = async (buyer: number, itemIds: number[]) =>
    (
      await context.db.query(
        `SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM swaps) AS swaps,
           (SELECT count(*) FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = $1) AS cart_lines,
           (SELECT purchase_count FROM users WHERE id = $1) AS purchase_count,
           (SELECT array_agg(row(state, quantity)::text ORDER BY id) FROM items WHERE id = ANY ($2)) AS items`,
        [buyer, itemIds],
      )
    )[0];

  it('charges the subtotal plus shipping, and the order, its lines and the buyer’s purchase count say the same', async () => {
    const buyer = 1004;
    const [discounted] = await shopItems('shipping_discount_amount > 0 AND shipping_discount_amount < 12', 1);
    const [full] = await shopItems('shipping_discount_amount = 0', 1);
    const items = [discounted!, full!].sort((a, b) => a.id - b.id);
    const shippingOf = (item: BuyableItem) => (cents(12) - cents(item.shipping_discount_amount)) / 100;
    const subtotal = (cents(items[0]!.price) + cents(items[1]!.price)) / 100;
    const shipping = (cents(shippingOf(items[0]!)) + cents(shippingOf(items[1]!))) / 100;
    const total = (cents(subtotal) + cents(shipping)) / 100;
    expect(shipping).toBeGreaterThan(12);
    for (const item of items) expect((await add(buyer, item.id)).status).toBe(201);
    const cart = cartSchema.parse(((await request('GET', cartPath(buyer), buyer)).body as { data: unknown }).data);
    expect(cart.totals).toEqual({ subtotal, shipping, total, currency: 'USD' });
    expect(cart.cart_items.map((line) => line.shipping)).toEqual(items.map(shippingOf));
    const purchasesBefore = (
      await context.db.query<{ purchase_count: number }>('SELECT purchase_count FROM users WHERE id = $1', [buyer])
    )[0]!.purchase_count;

    const paid = await checkout(buyer);
    expect(paid.status).toBe(201);
    const { order, purchase_count } = checkoutResultSchema.parse((paid.body as { data: unknown }).data);
    expect(order.totals).toEqual({ subtotal, shipping, total, currency: 'USD' });
    expect(gateway.charges).toEqual([
      { nonce: SANDBOX_NONCES.approved, amount: total, currency: 'USD', reference: `cart-${cart.id}` },
    ]);
    expect(order.order_items.map((line) => [line.item.id, line.price, line.shipping])).toEqual(
      items.map((item) => [item.id, item.price, shippingOf(item)]),
    );
    expect(await context.db.query('SELECT subtotal, shipping, total FROM orders WHERE id = $1', [order.id])).toEqual([
      { subtotal, shipping, total },
    ]);
    expect(purchase_count).toBe(purchasesBefore + 1);
    const purchases = await request('GET', `/v1/users/user-${buyer}/purchases`, buyer);
    expect(orderSchema.array().parse((purchases.body as { data: unknown }).data)[0]!.totals.total).toBe(total);
    expect((purchases.body as { meta: unknown }).meta).toEqual({ purchase_count: purchasesBefore + 1 });
    for (const item of items) {
      const swap = await request(
        'GET',
        `/v1/swaps/${order.order_items.find((line) => line.item.id === item.id)!.swap_id}`,
        item.seller_id,
      );
      expect((swap.body as { data: { order: { price: number } } }).data.order.price).toBe(item.price);
    }
  });

  it("refuses at checkout a line that is the buyer's own item (it became theirs after carting): 409, no charge, nothing written", async () => {
    const [item] = await shopItems('true', 1, 5);
    const buyer = 1006;
    expect((await add(buyer, item!.id)).status).toBe(201);
    await context.db.query('UPDATE items SET seller_id = $2 WHERE id = $1', [item!.id, buyer]);
    const before = await written(buyer, [item!.id]);
    const refused = await checkout(buyer);
    expect([refused.status, apiErrorBodySchema.parse(refused.body).errors]).toEqual([
      409,
      [{ message: `${item!.name} is no longer available`, code: 'unavailable', field: `cart_items.${item!.id}` }],
    ]);
    expect(gateway.charges).toEqual([]);
    expect(await written(buyer, [item!.id])).toEqual(before);
  });

  it('sells no item whose state left available after carting (removed, archived, draft), even with a unit in stock', async () => {
    const states = ['removed', 'archived', 'draft'];
    const items = await shopItems('true', states.length, 10);
    const buyer = 1008;
    for (const [index, state] of states.entries()) {
      const item = items[index]!;
      expect((await add(buyer, item.id)).status).toBe(201);
      await context.db.query('UPDATE items SET state = $2 WHERE id = $1', [item.id, state]);
      const before = await written(buyer, [item.id]);
      const refused = await checkout(buyer);
      expect([refused.status, apiErrorBodySchema.parse(refused.body).errors[0]!.message], state).toEqual([
        409,
        `${item.name} is no longer available`,
      ]);
      expect(gateway.charges, state).toEqual([]);
      expect(await written(buyer, [item.id]), state).toEqual(before);
      await context.db.query('DELETE FROM cart_items WHERE item_id = $1', [item.id]);
    }
  });
});
