import { expect, it } from 'vitest';
import { cartSchema, type Cart } from '../../schemas/entities/cart';
import { checkoutResultSchema } from '../../schemas/entities/order';
import { swapSchema, type Swap } from '../../schemas/entities/swap';
import { useRecordingApp } from '../testing/money';
import { describeEachDriver } from '../testing/test-databases';

/** Items of generated sellers with no swap yet; `where` (SQL on `i`) picks the kind. */
const FREE_ITEM =
  "i.state = 'available' AND i.seller_id < 1000 AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)";
const NO_VARIATIONS = 'NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id)';

describeEachDriver('what a buyer pays: accepted offers, options and auctions at checkout', (driver) => {
  const { context, gateway, request, cartPath, add, checkout } = useRecordingApp(driver);
  const dataOf = (response: { body: unknown }) => (response.body as { data: unknown }).data;
  const cartOf = async (userId: number): Promise<Cart> =>
    cartSchema.parse(dataOf(await request('GET', cartPath(userId), userId)));
  const itemWhere = async (where: string, skip = 0) =>
    (
      await context.db.query<{ id: number; price: number; seller_id: number }>(
        `SELECT id, price, seller_id FROM items i WHERE ${FREE_ITEM} AND ${where} ORDER BY id DESC OFFSET $1 LIMIT 1`,
        [skip],
      )
    )[0]!;
  /** The buyer's offer on the item, accepted by its seller → the swap. */
  const acceptedOffer = async (
    buyer: number,
    item: { id: number; seller_id: number },
    amount: number,
    variationId?: number,
  ): Promise<Swap> => {
    const made = swapSchema.parse(
      dataOf(
        await request('POST', '/v1/swaps', buyer, {
          swap: { item_id: item.id, offer: { amount, item_variation_id: variationId } },
        }),
      ),
    );
    const offer = made.offers.at(-1)!;
    const accepted = await request('PUT', `/v1/swaps/${made.id}/offers/${offer.id}`, item.seller_id, {
      offer: { state: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    return swapSchema.parse(dataOf(accepted));
  };

  it("charges the accepted offer once: the next unit, once that swap's purchase is final, costs the item's price", async () => {
    const buyer = 1004;
    const item = await itemWhere(`NOT i.auction AND i.accepts_offers AND i.quantity >= 2 AND ${NO_VARIATIONS}`);
    const amount = Math.round(item.price * 70) / 100;
    const swap = await acceptedOffer(buyer, item, amount);
    await add(buyer, item.id);
    expect(checkoutResultSchema.parse(dataOf(await checkout(buyer))).order.totals.subtotal).toBe(amount);
    // A swap is bought again only once its purchase is final (server/swaps/README.md 'A swap bought again').
    expect((await add(buyer, item.id)).status).toBe(409);
    await context.db.query(
      `UPDATE swaps SET stage = 'delivered', shipped_at = ks_now(), delivered_at = ks_now(), accept_by = ks_now() + interval '1 day'
       WHERE id = $1`,
      [swap.id],
    );
    expect((await request('POST', `/v1/swaps/${swap.id}/accept`, buyer)).status).toBe(200);
    await add(buyer, item.id);
    expect((await cartOf(buyer)).cart_items.map((line) => [line.offer_price, line.available])).toEqual([[null, true]]);
    expect(checkoutResultSchema.parse(dataOf(await checkout(buyer))).order.totals.subtotal).toBe(item.price);
    expect(gateway.charges.map((charge) => charge.amount)).toHaveLength(2);
  });

  it('prices only the option the offer was for, and at the newest offer the seller accepted', async () => {
    const buyer = 1006;
    const [options] = await context.db.query<{ item_id: number; price: number; seller_id: number; ids: number[] }>(
      `SELECT i.id AS item_id, i.price, i.seller_id, array_agg(v.id ORDER BY v.id) AS ids FROM items i JOIN item_variations v ON v.item_id = i.id
       WHERE ${FREE_ITEM} AND NOT i.auction AND i.accepts_offers AND v.quantity > 0 GROUP BY i.id HAVING count(*) >= 2 ORDER BY i.id DESC LIMIT 1`,
    );
    const item = { id: options!.item_id, seller_id: options!.seller_id };
    const [chosen, other] = options!.ids;
    const first = Math.round(options!.price * 90) / 100;
    const newest = Math.round(options!.price * 80) / 100;
    await acceptedOffer(buyer, item, first, chosen);
    const swap = await acceptedOffer(buyer, item, newest, chosen);
    expect(swap.offers.map((offer) => [offer.amount, offer.state])).toEqual([
      [first, 'accepted'],
      [newest, 'accepted'],
    ]);
    await add(buyer, item.id, other);
    await add(buyer, item.id, chosen);
    expect((await cartOf(buyer)).cart_items.map((line) => [line.item_variation?.id, line.offer_price])).toEqual([
      [other, null],
      [chosen, newest],
    ]);
  });

  it('sells an auction that reached the cart without an accepted offer to nobody: 409, no charge', async () => {
    const buyer = 1008;
    const auction = await itemWhere(`i.auction AND i.quantity = 1 AND ${NO_VARIATIONS}`);
    const [cart] = await context.db.query<{ id: number }>(
      'INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET user_id = $1 RETURNING id',
      [buyer],
    );
    await context.db.query('INSERT INTO cart_items (cart_id, item_id) VALUES ($1, $2)', [cart!.id, auction.id]);
    expect((await checkout(buyer)).status).toBe(409);
    expect(gateway.charges).toEqual([]);
    expect(await context.db.query('SELECT state, quantity FROM items WHERE id = $1', [auction.id])).toEqual([
      { state: 'available', quantity: 1 },
    ]);
  });

  it("sells each option's units once, and marks the item sold with the last unit of its last option", async () => {
    const [options] = await context.db.query<{ item_id: number; ids: number[] }>(
      `SELECT i.id AS item_id, array_agg(v.id ORDER BY v.id) AS ids FROM items i JOIN item_variations v ON v.item_id = i.id
       WHERE ${FREE_ITEM} AND NOT i.auction GROUP BY i.id HAVING count(*) = 2 ORDER BY i.id LIMIT 1`,
    );
    const [small, large] = options!.ids;
    await context.db.query('UPDATE item_variations SET quantity = 1 WHERE item_id = $1', [options!.item_id]);
    const state = async () =>
      (await context.db.query<{ state: string }>('SELECT state FROM items WHERE id = $1', [options!.item_id]))[0]!
        .state;
    for (const [buyer, option] of [
      [1004, small],
      [1005, large],
      [1007, small],
    ] as const)
      expect((await add(buyer, options!.item_id, option)).status).toBe(201);
    expect((await checkout(1004)).status).toBe(201);
    expect(await state()).toBe('available');
    expect((await checkout(1007)).status).toBe(409);
    expect(await context.db.query('SELECT quantity FROM item_variations WHERE id = $1', [small])).toEqual([
      { quantity: 0 },
    ]);
    expect((await checkout(1005)).status).toBe(201);
    expect(await state()).toBe('sold');
    expect(gateway.charges).toHaveLength(2);
  });
});
