import type { Hono } from 'hono';
import { beforeAll, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { cartSchema, type Cart } from '../../schemas/entities/cart';
import { checkoutResultSchema } from '../../schemas/entities/order';
import { createApp } from '../app';
import { SANDBOX_NONCES } from '../payments/sandbox';
import { buyableItems, recordingGateway } from '../testing/money';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

describeEachDriver('the cart’s money: which lines its totals count, to the cent', (driver) => {
  const context = useSeededApp(driver);
  const gateway = recordingGateway();
  let app: Hono;
  beforeAll(() => void (app = createApp({ db: context.db, payments: gateway })));

  const cartPath = (userId: number) => `/v1/users/user-${userId}/cart`;
  const add = (userId: number, itemId: number, variationId?: number) =>
    requestAs(app, 'POST', `${cartPath(userId)}/cart_items`, userId, {
      cart: { cart_item: { item_id: itemId, item_variation_id: variationId } },
    });
  const cartOf = async (userId: number): Promise<Cart> =>
    cartSchema.parse(((await requestAs(app, 'GET', cartPath(userId), userId)).body as { data: unknown }).data);
  const set = (itemId: number, columns: string) =>
    context.db.query(`UPDATE items SET ${columns} WHERE id = $1`, [itemId]);

  it('totals the lines that can be bought (not a sold item, an emptied one or a sold-out option), to the cent, and charges that', async () => {
    const buyer = 1004;
    const [dime, fifth, sold, emptied] = await buyableItems(context.db, 4);
    await set(dime!.id, 'price = 0.1, shipping_discount_amount = 15');
    await set(fifth!.id, 'price = 0.2, shipping_discount_amount = 5');
    const [option] = await context.db.query<{ id: number; item_id: number }>(
      `SELECT v.id, v.item_id FROM item_variations v JOIN items i ON i.id = v.item_id
       WHERE i.state = 'available' AND NOT i.auction AND i.seller_id < 1000 AND v.quantity > 0 ORDER BY v.id DESC LIMIT 1`,
    );
    for (const item of [dime!, fifth!, sold!, emptied!]) expect((await add(buyer, item.id)).status).toBe(201);
    expect((await add(buyer, option!.item_id, option!.id)).status).toBe(201);
    await set(sold!.id, "state = 'sold'");
    await set(emptied!.id, 'quantity = 0');
    await context.db.query('UPDATE item_variations SET quantity = 0 WHERE id = $1', [option!.id]);

    const cart = await cartOf(buyer);
    expect(cart.cart_items.map((line) => [line.item.id, line.available])).toEqual([
      [dime!.id, true],
      [fifth!.id, true],
      [sold!.id, false],
      [emptied!.id, false],
      [option!.item_id, false],
    ]);
    // A discount above the flat $12 ships free, never below $0.
    expect(cart.cart_items.slice(0, 2).map((line) => line.shipping)).toEqual([0, 7]);
    expect(cart.totals).toEqual({ subtotal: 0.3, shipping: 7, total: 7.3, currency: 'USD' });

    for (const line of cart.cart_items.slice(2))
      await requestAs(app, 'DELETE', `${cartPath(buyer)}/cart_items/${line.id}`, buyer);
    const paid = await requestAs(app, 'POST', `${cartPath(buyer)}/checkout`, buyer, {
      checkout: { nonce: SANDBOX_NONCES.approved },
    });
    expect(checkoutResultSchema.parse((paid.body as { data: unknown }).data).order.totals).toEqual(cart.totals);
    expect(gateway.charges.map((charge) => charge.amount)).toEqual([7.3]);
  });

  it("does not cart an available item with no unit left (409), nor remove a line from someone else's cart (404)", async () => {
    const [empty, kept] = await buyableItems(context.db, 2, { skip: 4 });
    await set(empty!.id, 'quantity = 0');
    const refused = await add(1006, empty!.id);
    expect([refused.status, apiErrorBodySchema.parse(refused.body).errors[0]]).toEqual([
      409,
      { message: 'This item is no longer available', code: 'unavailable' },
    ]);

    expect((await add(1006, kept!.id)).status).toBe(201);
    const line = (await cartOf(1006)).cart_items[0]!;
    const stranger = 1008;
    const removed = await requestAs(app, 'DELETE', `${cartPath(stranger)}/cart_items/${line.id}`, stranger);
    expect([removed.status, apiErrorBodySchema.parse(removed.body).errors[0]!.message]).toEqual([
      404,
      'Cart item not found',
    ]);
    expect((await cartOf(1006)).cart_items.map((entry) => entry.id)).toEqual([line.id]);
  });
});
