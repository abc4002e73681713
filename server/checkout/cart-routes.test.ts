import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { cartSchema, type Cart } from '../../schemas/entities/cart';
import { checkoutResultSchema, orderSchema } from '../../schemas/entities/order';
import { swapSchema } from '../../schemas/entities/swap';
import { SANDBOX_NONCES } from '../payments/sandbox';
import { demoAccount } from '../seed/demo-accounts';
import { giveShipTo } from '../testing/addresses';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const buyer: number = demoAccount('buyer').id;
const cartPath = (userId: number) => `/v1/users/user-${userId}/cart`;

describeEachDriver('cart and checkout API', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const cartOf = async (userId: number): Promise<Cart> =>
    cartSchema.parse(((await call('GET', cartPath(userId), userId)).body as { data: unknown }).data);
  const add = (userId: number, itemId: number, variationId?: number) =>
    call('POST', `${cartPath(userId)}/cart_items`, userId, {
      cart: { cart_item: { item_id: itemId, item_variation_id: variationId } },
    });
  const checkout = async (userId: number, nonce: string = SANDBOX_NONCES.approved) => {
    await giveShipTo(context.db, userId);
    return call('POST', `${cartPath(userId)}/checkout`, userId, { checkout: { nonce } });
  };
  const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0]!;
  /** Single-unit, fixed-price items nobody else in this file uses (`skip` apart). */
  const singleItems = async (count: number, skip: number) =>
    context.db.query<{ id: number; price: number; shipping_discount_amount: number; seller_id: number }>(
      `SELECT id, price, shipping_discount_amount, seller_id FROM items i
       WHERE state = 'available' AND NOT auction AND quantity = 1 AND seller_id NOT IN (1001, 1002, 1003)
         AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id)
       ORDER BY id OFFSET $1 LIMIT $2`,
      [skip, count],
    );
  const snapshot = async (itemId: number) =>
    (
      await context.db.query(
        `SELECT state, quantity, (SELECT count(*) FROM order_items WHERE item_id = $1) AS sold,
       (SELECT count(*) FROM orders) AS orders FROM items WHERE id = $1`,
        [itemId],
      )
    )[0];

  it('guards the cart: a guest gets 401, another user’s uuid 403', async () => {
    expect((await call('GET', cartPath(buyer), null)).status).toBe(401);
    const other = await call('GET', cartPath(buyer), 1002);
    expect(other.status).toBe(403);
    expect(errorOf(other.body)).toEqual({ message: 'Forbidden', code: 'forbidden' });
  });

  it('adds an item once, totals it in USD with shipping, and removes it', async () => {
    const [item] = await singleItems(1, 0);
    expect((await cartOf(buyer)).cart_items).toEqual([]);
    expect((await add(buyer, item!.id)).status).toBe(201);
    expect((await add(buyer, item!.id)).status).toBe(201);
    const cart = await cartOf(buyer);
    expect(cart.cart_items.map((line) => line.item.id)).toEqual([item!.id]);
    const shipping = Math.max(0, 12 - item!.shipping_discount_amount);
    expect(cart.totals).toEqual({
      subtotal: item!.price,
      shipping,
      total: Math.round((item!.price + shipping) * 100) / 100,
      currency: 'USD',
    });
    const removed = await call('DELETE', `${cartPath(buyer)}/cart_items/${cart.cart_items[0]!.id}`, buyer);
    expect(cartSchema.parse((removed.body as { data: unknown }).data).cart_items).toEqual([]);
    expect((await call('DELETE', `${cartPath(buyer)}/cart_items/${cart.cart_items[0]!.id}`, buyer)).status).toBe(404);
  });

  it('refuses what cannot be carted with a 4xx and the reason, and keeps the cart as it was', async () => {
    const [own] = await context.db.query<{ id: number; seller_id: number }>(
      "SELECT id, seller_id FROM items WHERE state = 'available' LIMIT 1",
    );
    const [sold] = await context.db.query<{ id: number }>("SELECT id FROM items WHERE state = 'sold' LIMIT 1");
    const [auction] = await context.db.query<{ id: number }>(
      "SELECT id FROM items WHERE state = 'available' AND auction LIMIT 1",
    );
    const [sized] = await context.db.query<{ item_id: number; id: number }>(
      "SELECT v.item_id, v.id FROM item_variations v JOIN items i ON i.id = v.item_id WHERE i.state = 'available' AND v.quantity = 0 LIMIT 1",
    );
    const [other] = await context.db.query<{ id: number }>(
      'SELECT id FROM item_variations WHERE item_id <> $1 LIMIT 1',
      [sized!.item_id],
    );
    const rows: [Promise<{ status: number; body: unknown }>, number, string][] = [
      [add(own!.seller_id, own!.id), 422, 'You cannot buy your own item'],
      [add(buyer, sold!.id), 409, 'This item is no longer available'],
      [add(buyer, auction!.id), 422, 'Auction items are bought by making an offer'],
      [add(buyer, sized!.item_id), 400, 'Choose an option'],
      [add(buyer, sized!.item_id, sized!.id), 409, 'This option is sold out'],
      [add(buyer, sized!.item_id, other!.id), 400, 'This option does not exist for the item'],
      [add(buyer, 2_000_000), 404, 'Item not found'],
      [
        call('POST', `${cartPath(buyer)}/cart_items`, buyer, { cart: { cart_item: { item_id: 'x' } } }),
        400,
        'Invalid input: expected number, received string',
      ],
      [call('POST', `${cartPath(buyer)}/cart_items`, buyer, '{"cart":'), 400, 'Malformed JSON body'],
      [
        call('POST', `${cartPath(buyer)}/batch_add`, buyer, {
          cart: { item_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
        }),
        400,
        'Too big: expected array to have <=100 items',
      ],
      [call('DELETE', `${cartPath(buyer)}/cart_items/abc`, buyer), 400, 'Invalid input: expected number, received NaN'],
    ];
    for (const [response, status, message] of rows) {
      const { status: actual, body } = await response;
      expect([actual, errorOf(body).message]).toEqual([status, message]);
    }
    expect((await cartOf(buyer)).cart_items).toEqual([]);
  });

  it('batch_add merges a guest cart: each item once, the uncartable ones skipped with their reason', async () => {
    const user = 1003;
    const [first, second] = await singleItems(2, 10);
    await add(user, first!.id);
    const [sold] = await context.db.query<{ id: number }>("SELECT id FROM items WHERE state = 'sold' LIMIT 1");
    const merged = await call('POST', `${cartPath(user)}/batch_add`, user, {
      cart: { item_ids: [first!.id, second!.id, second!.id, sold!.id] },
    });
    expect(merged.status).toBe(200);
    const { data, meta } = merged.body as { data: unknown; meta: unknown };
    expect(cartSchema.parse(data).cart_items.map((line) => line.item.id)).toEqual([first!.id, second!.id]);
    expect(meta).toEqual({ skipped: [{ item_id: sold!.id, message: 'This item is no longer available' }] });
  });

  it('checks out: a declined or invalid nonce changes nothing; an approved one makes the order, swaps, purchase count', async () => {
    const user = 1007;
    const [item] = await singleItems(1, 20);
    expect(errorOf((await checkout(user)).body)).toEqual({ message: 'Your cart is empty', code: 'empty_cart' });
    await add(user, item!.id);
    const before = await snapshot(item!.id);
    const declined = await checkout(user, SANDBOX_NONCES.declined);
    expect([declined.status, errorOf(declined.body)]).toEqual([
      402,
      { message: 'Your payment was declined', code: 'payment_declined', field: 'checkout.nonce' },
    ]);
    expect((await checkout(user, 'not-a-nonce')).status).toBe(422);
    expect((await call('POST', `${cartPath(user)}/checkout`, user, { checkout: { nonce: ' ' } })).status).toBe(400);
    expect(await snapshot(item!.id)).toEqual(before);
    expect((await cartOf(user)).cart_items).toHaveLength(1);

    const paid = await checkout(user);
    expect(paid.status).toBe(201);
    const { order, purchase_count } = checkoutResultSchema.parse((paid.body as { data: unknown }).data);
    const shipping = Math.max(0, 12 - item!.shipping_discount_amount);
    expect(order.totals).toMatchObject({ subtotal: item!.price, shipping, currency: 'USD' });
    expect(order.payment.gateway).toBe('sandbox');
    expect(purchase_count).toBe(1);
    expect(await snapshot(item!.id)).toMatchObject({ state: 'sold', quantity: 0, sold: 1 });
    expect((await cartOf(user)).cart_items).toEqual([]);

    const swapId = order.order_items[0]!.swap_id;
    for (const party of [user, item!.seller_id]) {
      const swap = swapSchema.parse(((await call('GET', `/v1/swaps/${swapId}`, party)).body as { data: unknown }).data);
      expect(swap).toMatchObject({
        order: { id: order.id, state: 'paid', price: item!.price },
        buyer: { id: user },
        seller: { id: item!.seller_id },
      });
    }
    expect((await call('GET', `/v1/swaps/${swapId}`, buyer)).status).toBe(404);
    const purchases = await call('GET', `/v1/users/user-${user}/purchases`, user);
    expect(
      orderSchema
        .array()
        .parse((purchases.body as { data: unknown }).data)
        .map((entry) => entry.id),
    ).toEqual([order.id]);
    expect((purchases.body as { meta: unknown }).meta).toEqual({ purchase_count: 1 });
    const detail = (await call('GET', `/v1/items/${item!.id}`, user)).body as {
      data: { buyer_swap_id: number; actions: string[] };
    };
    expect(detail.data).toMatchObject({ buyer_swap_id: swapId, actions: ['view_swap'] });
  });

  it("prices a line at the buyer's accepted offer, and checks it out at that amount; nobody else's offer counts", async () => {
    const [item] = await context.db.query<{ id: number; price: number; seller_id: number }>(
      `SELECT id, price, seller_id FROM items i
       WHERE state = 'available' AND NOT auction AND quantity = 1 AND accepts_offers AND seller_id NOT IN (1001, 1002, 1003)
         AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)
       ORDER BY id OFFSET 40 LIMIT 1`,
    );
    const [offerer, other] = [1004, 1008];
    const amount = Math.round(item!.price * 80) / 100;
    const made = await call('POST', '/v1/swaps', offerer, { swap: { item_id: item!.id, offer: { amount } } });
    const swap = swapSchema.parse((made.body as { data: unknown }).data);
    await add(offerer, item!.id);
    await add(other, item!.id);
    expect((await cartOf(offerer)).cart_items[0]).toMatchObject({ offer_price: null });
    expect((await cartOf(offerer)).totals.subtotal).toBe(item!.price);

    const accepted = await call('PUT', `/v1/swaps/${swap.id}/offers/${swap.offers[0]!.id}`, item!.seller_id, {
      offer: { state: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    const cart = await cartOf(offerer);
    expect(cart.cart_items[0]).toMatchObject({ offer_price: amount, item: { price: item!.price } });
    expect(cart.totals.subtotal).toBe(amount);
    expect((await cartOf(other)).cart_items[0]).toMatchObject({ offer_price: null });

    const paid = await checkout(offerer);
    expect(paid.status).toBe(201);
    const { order } = checkoutResultSchema.parse((paid.body as { data: unknown }).data);
    expect(order.totals.subtotal).toBe(amount);
    const after = swapSchema.parse(
      ((await call('GET', `/v1/swaps/${swap.id}`, offerer)).body as { data: unknown }).data,
    );
    expect(after.order).toMatchObject({ id: order.id, price: amount });
  });

  it('sells an auction to the buyer whose offer the seller accepted, at that amount; to nobody else', async () => {
    const [auction] = await context.db.query<{ id: number; price: number; seller_id: number }>(
      `SELECT id, price, seller_id FROM items i
       WHERE state = 'available' AND auction AND quantity = 1 AND seller_id NOT IN (1001, 1002, 1003)
         AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)
       ORDER BY id LIMIT 1`,
    );
    const [winner, other] = [1005, 1009];
    const amount = Math.round(auction!.price * 90) / 100;
    const made = await call('POST', '/v1/swaps', winner, { swap: { item_id: auction!.id, offer: { amount } } });
    expect(made.status).toBe(201);
    const swap = swapSchema.parse((made.body as { data: unknown }).data);
    expect(errorOf((await add(winner, auction!.id)).body).message).toBe('Auction items are bought by making an offer');

    const accepted = await call('PUT', `/v1/swaps/${swap.id}/offers/${swap.offers[0]!.id}`, auction!.seller_id, {
      offer: { state: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    // The accepted offer holds the auction for the winner (server/swaps/holds.ts).
    expect(errorOf((await add(other, auction!.id)).body).message).toBe('This item is reserved for another buyer');
    expect((await add(winner, auction!.id)).status).toBe(201);
    expect((await cartOf(winner)).cart_items[0]).toMatchObject({ item: { id: auction!.id }, offer_price: amount });

    const paid = await checkout(winner);
    expect(paid.status).toBe(201);
    expect(checkoutResultSchema.parse((paid.body as { data: unknown }).data).order.totals.subtotal).toBe(amount);
    expect(await snapshot(auction!.id)).toMatchObject({ state: 'sold', quantity: 0 });
  });

  it('sells the last unit once: of 6 buyers checking out at the same moment, one order and five clear 409s', async () => {
    const [item] = await singleItems(1, 30);
    const buyers = [1, 2, 3, 4, 5, 6].map((n) => 100 + n).filter((id) => id !== item!.seller_id);
    for (const id of buyers) expect((await add(id, item!.id)).status).toBe(201);
    const results = await Promise.all(buyers.map((id) => checkout(id)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    const refused = results.filter((result) => result.status !== 201);
    expect(refused).toHaveLength(buyers.length - 1);
    for (const { status, body } of refused) {
      expect(status).toBe(409);
      expect(errorOf(body)).toMatchObject({
        code: 'unavailable',
        message: expect.stringMatching(/ is no longer available$/),
      });
    }
    expect(await snapshot(item!.id)).toMatchObject({ state: 'sold', quantity: 0, sold: 1 });
  });

  it('sells a two-unit item to exactly two of five parallel buyers, and only then marks it sold', async () => {
    const [item] = await context.db.query<{ id: number; seller_id: number }>(
      `SELECT id, seller_id FROM items i WHERE state = 'available' AND NOT auction AND quantity = 2
         AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) ORDER BY id LIMIT 1`,
    );
    const buyers = [11, 12, 13, 14, 15, 16].filter((id) => id !== item!.seller_id).slice(0, 5);
    for (const id of buyers) await add(id, item!.id);
    const statuses = (await Promise.all(buyers.map((id) => checkout(id)))).map((result) => result.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    expect(await snapshot(item!.id)).toMatchObject({ state: 'sold', quantity: 0, sold: 2 });
  });
});
