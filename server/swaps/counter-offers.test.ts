import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { swapListResponseSchema } from '../../schemas/entities/inbox';
import { swapSchema, type Swap } from '../../schemas/entities/swap';
import { demoAccount } from '../seed/demo-accounts';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { formatUsd as usd } from '../text/money';

const buyer: number = demoAccount('buyer').id;

describeEachDriver('negotiation: counter-offers of the seller and the buyer', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;
  const swapOf = (body: unknown): Swap => swapSchema.parse((body as { data: unknown }).data);
  /** An available single item over $50 that takes offers, skipping `skip`, so each test has its own. */
  const offerItem = async (skip: number) =>
    (
      await context.db.query<{ id: number; seller_id: number; price: number }>(
        `SELECT id, seller_id, price FROM items i WHERE state = 'available' AND NOT auction AND accepts_offers AND price > 50
           AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) ORDER BY id OFFSET $1 LIMIT 1`,
        [skip],
      )
    )[0]!;
  /** The buyer's swap about a fresh item with one pending offer of $30, read by both parties. */
  const swapWithOffer = async (skip: number) => {
    const item = await offerItem(skip);
    const swap = swapOf(
      (await call('POST', '/v1/swaps', buyer, { swap: { item_id: item.id, offer: { amount: 30 } } })).body,
    );
    await call('POST', `/v1/swaps/${swap.id}/read`, item.seller_id);
    return {
      item,
      swap,
      offerId: swap.offers[0]!.id,
      counterPath: `/v1/swaps/${swap.id}/offers/${swap.offers[0]!.id}/counter`,
    };
  };
  /** Everything a refused write must leave as it was: the swap's offers, its unread list and its last activity. */
  const snapshot = async (swapId: number) =>
    (
      await context.db.query(
        `SELECT s.unread_by, s.updated_at, (SELECT string_agg(o.id || o.state || o.amount || o.seller_offer || o.counter_offer, ',' ORDER BY o.id) FROM offers o WHERE o.swap_id = s.id) AS offers,
           (SELECT count(*)::int FROM offers) AS all_offers
         FROM swaps s WHERE s.id = $1`,
        [swapId],
      )
    )[0];

  it("the seller counters a pending offer: it is declined and the seller's counter-offer added, unread for the buyer and first in the buyer's inbox", async () => {
    const { item, swap, offerId, counterPath } = await swapWithOffer(0);
    await call('POST', `/v1/swaps/${swap.id}/read`, buyer);

    const countered = await call('POST', counterPath, item.seller_id, { offer: { amount: 45.5 } });
    expect(countered.status).toBe(201);
    const after = swapOf(countered.body);
    expect(
      after.offers.map((offer) => [
        offer.id === offerId,
        offer.amount,
        offer.state,
        offer.seller_offer,
        offer.counter_offer,
      ]),
    ).toEqual([
      [true, 30, 'declined', false, false],
      [false, 45.5, 'pending', true, true],
    ]);
    expect(after.unread).toBe(false);
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(swap.updated_at));
    expect(swapOf((await call('GET', `/v1/swaps/${swap.id}`, buyer)).body).unread).toBe(true);

    const inbox = swapListResponseSchema.parse((await call('GET', '/v2/swaps?type=buy', buyer)).body);
    expect(inbox.data[0]).toMatchObject({ id: swap.id, unread: true, label: 'Counter-offer $45.50 pending' });

    // The buyer accepts it (PUT exists) and the cart prices the item at the counter-offer.
    const counter = after.offers[1]!;
    expect(
      (await call('PUT', `/v1/swaps/${swap.id}/offers/${counter.id}`, buyer, { offer: { state: 'accepted' } })).status,
    ).toBe(200);
    const cart = await call('POST', `/v1/users/user-${buyer}/cart/cart_items`, buyer, {
      cart: { cart_item: { item_id: item.id, item_variation_id: null } },
    });
    const line = (
      cart.body as { data: { cart_items: { item: { id: number }; offer_price: number | null }[] } }
    ).data.cart_items.find((entry) => entry.item.id === item.id);
    expect(line?.offer_price).toBe(45.5);
  });

  it('refuses counters that may not be made (401, 403, 404, 400, 422, 409) and changes nothing', async () => {
    const { item, swap, counterPath } = await swapWithOffer(1);
    const before = await snapshot(swap.id);
    const amount = (value: unknown) => ({ offer: { amount: value } });
    const rows: [string, number | null, unknown, number, string, string, string?][] = [
      [counterPath, null, amount(40), 401, 'unauthorized', 'Unauthorized'],
      [counterPath, buyer, amount(40), 403, 'forbidden', 'Only the seller can counter an offer'],
      [counterPath, 1003, amount(40), 404, 'not_found', 'Swap not found'],
      [`/v1/swaps/${swap.id}/offers/99999999/counter`, item.seller_id, amount(40), 404, 'not_found', 'Offer not found'],
      [counterPath, item.seller_id, '{', 400, 'invalid_json', 'Malformed JSON body'],
      [
        counterPath,
        item.seller_id,
        { offer: {} },
        400,
        'invalid',
        'Invalid input: expected number, received undefined',
        'offer.amount',
      ],
      [
        counterPath,
        item.seller_id,
        amount('40'),
        400,
        'invalid',
        'Invalid input: expected number, received string',
        'offer.amount',
      ],
      [counterPath, item.seller_id, amount(0), 400, 'invalid', 'Enter an amount above $0', 'offer.amount'],
      [
        counterPath,
        item.seller_id,
        amount(40.005),
        400,
        'invalid',
        'Enter dollars and cents, like 95.50',
        'offer.amount',
      ],
      [
        counterPath,
        item.seller_id,
        amount(item.price),
        422,
        'invalid_amount',
        `Enter less than the price, ${usd(item.price)}`,
        'offer.amount',
      ],
      [
        counterPath,
        item.seller_id,
        amount(30),
        422,
        'invalid_amount',
        'Enter an amount other than $30',
        'offer.amount',
      ],
    ];
    for (const [path, userId, body, status, code, message, field] of rows) {
      const response = await call('POST', path, userId, body);
      expect([path, userId, body, response.status, errorsOf(response.body)[0]]).toEqual([
        path,
        userId,
        body,
        status,
        { code, message, ...(field ? { field } : {}) },
      ]);
    }
    expect(await snapshot(swap.id)).toEqual(before);

    // A closed offer, the seller's own counter-offer, and an item no longer on sale.
    const counter = swapOf((await call('POST', counterPath, item.seller_id, amount(40))).body).offers[1]!;
    const settled = await snapshot(swap.id);
    const again = await call('POST', counterPath, item.seller_id, amount(41));
    expect([again.status, errorsOf(again.body)]).toEqual([
      409,
      [{ message: 'This offer was already declined', code: 'offer_closed' }],
    ]);
    const own = await call('POST', `/v1/swaps/${swap.id}/offers/${counter.id}/counter`, item.seller_id, amount(41));
    expect([own.status, errorsOf(own.body)[0]!.message]).toEqual([403, 'You cannot counter your own counter-offer']);
    const fresh = swapOf(
      (await call('POST', '/v1/swaps', buyer, { swap: { item_id: item.id, offer: { amount: 35 } } })).body,
    ).offers.at(-1)!;
    await context.db.query("UPDATE items SET state = 'sold' WHERE id = $1", [item.id]);
    const beforeSold = await snapshot(swap.id);
    const sold = await call('POST', `/v1/swaps/${swap.id}/offers/${fresh.id}/counter`, item.seller_id, amount(41));
    expect([sold.status, errorsOf(sold.body)]).toEqual([
      409,
      [{ message: 'This item is no longer available', code: 'unavailable' }],
    ]);
    expect(await snapshot(swap.id)).toEqual(beforeSold);
    expect(settled).not.toEqual(beforeSold);
  });

  it('two counters of the same offer at once: one is made, the other finds it closed (409)', async () => {
    const { item, swap, counterPath } = await swapWithOffer(2);
    const answers = await Promise.all(
      [41, 42].map((value) => call('POST', counterPath, item.seller_id, { offer: { amount: value } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const offers = swapOf((await call('GET', `/v1/swaps/${swap.id}`, item.seller_id)).body).offers;
    expect(offers.filter((offer) => offer.state === 'pending')).toHaveLength(1);
    expect(offers).toHaveLength(2);
  });

  it("the buyer counters the seller's counter-offer through POST /v1/swaps, and after a decline makes a new offer", async () => {
    const { item, swap, counterPath } = await swapWithOffer(3);
    await call('POST', counterPath, item.seller_id, { offer: { amount: 48 } });
    await call('POST', `/v1/swaps/${swap.id}/read`, item.seller_id);
    const before = await snapshot(swap.id);
    const refused: [unknown, string][] = [
      [{}, 'Enter an amount'],
      [{ amount: 48 }, 'Enter an amount other than $48'],
      [{ amount: item.price + 1 }, `Enter less than the price, ${usd(item.price)}`],
    ];
    for (const [offer, message] of refused) {
      const response = await call('POST', '/v1/swaps', buyer, { swap: { item_id: item.id, offer } });
      expect([response.status, errorsOf(response.body)]).toEqual([
        422,
        [{ message, code: 'invalid_amount', field: 'swap.offer.amount' }],
      ]);
    }
    expect(await snapshot(swap.id)).toEqual(before);

    const countered = await call('POST', '/v1/swaps', buyer, { swap: { item_id: item.id, offer: { amount: 39 } } });
    expect(countered.status).toBe(200);
    expect(
      swapOf(countered.body).offers.map((offer) => [
        offer.amount,
        offer.state,
        offer.seller_offer,
        offer.counter_offer,
      ]),
    ).toEqual([
      [30, 'declined', false, false],
      [48, 'declined', true, true],
      [39, 'pending', false, true],
    ]);
    expect(swapOf((await call('GET', `/v1/swaps/${swap.id}`, item.seller_id)).body).unread).toBe(true);
    const selling = swapListResponseSchema.parse((await call('GET', '/v2/swaps?type=sell', item.seller_id)).body);
    expect(selling.data[0]).toMatchObject({ id: swap.id, unread: true, label: 'Counter-offer $39 pending' });

    const last = swapOf(countered.body).offers.at(-1)!;
    await call('PUT', `/v1/swaps/${swap.id}/offers/${last.id}`, item.seller_id, { offer: { state: 'declined' } });
    const anew = swapOf(
      (await call('POST', '/v1/swaps', buyer, { swap: { item_id: item.id, offer: { amount: 42 } } })).body,
    ).offers.at(-1)!;
    expect([anew.amount, anew.state, anew.seller_offer, anew.counter_offer]).toEqual([42, 'pending', false, false]);
  });
});
