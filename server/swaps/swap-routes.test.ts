import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { offerSchema, swapSchema } from '../../schemas/entities/swap';
import { demoAccount } from '../seed/demo-accounts';
import { bearer, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const buyer: number = demoAccount('buyer').id;

describeEachDriver('swaps and offers API', (driver) => {
  const context = useSeededApp(driver);
  const post = (body: unknown, userId: number | null = buyer) =>
    requestJson(context.app, '/v1/swaps', {
      method: 'POST',
      headers: { ...(userId !== null ? bearer(userId) : {}), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const firstItem = async (where: string) =>
    (
      await context.db.query<{ id: number; seller_id: number }>(
        `SELECT id, seller_id FROM items i WHERE ${where} ORDER BY id LIMIT 1`,
      )
    )[0]!;

  it('makes an offer: a new swap with the offer (201); Message Seller then gets the same swap (200)', async () => {
    const item = await firstItem(
      "state = 'available' AND NOT auction AND accepts_offers AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id)",
    );
    const offered = await post({ swap: { item_id: item.id, offer: { amount: 42.5 } } });
    expect(offered.status).toBe(201);
    const swap = swapSchema.parse((offered.body as { data: unknown }).data);
    expect(swap).toMatchObject({
      item: { id: item.id },
      buyer: { id: buyer },
      seller: { id: item.seller_id },
      order: null,
      unread: false,
    });
    expect(swap.item).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/gear/.+-${item.id}$`)),
      price: expect.any(Number),
    });
    expect(swap.offers).toMatchObject([
      { amount: 42.5, state: 'pending', seller_offer: false, counter_offer: false, swap_id: swap.id },
    ]);

    const message = await post({ swap: { item_id: item.id } });
    expect([message.status, (message.body as { data: { id: number } }).data.id]).toEqual([200, swap.id]);

    const offers = await requestJson(context.app, `/v1/items/${item.id}/offers`);
    expect(offerSchema.array().parse((offers.body as { data: unknown }).data)).toMatchObject([
      { amount: 42.5, buyer: { username: 'demo_buyer' }, swap_id: null },
    ]);
    const forSeller = await requestJson(context.app, `/v1/items/${item.id}/offers`, {
      headers: bearer(item.seller_id),
    });
    expect((forSeller.body as { data: { swap_id: number }[] }).data[0]!.swap_id).toBe(swap.id);
    const detail = await requestJson(context.app, `/v1/items/${item.id}`, { headers: bearer(buyer) });
    expect((detail.body as { data: { buyer_swap_id: number } }).data.buyer_swap_id).toBe(swap.id);
  });

  it('sends an offer without an amount when the field was empty, with the chosen variation', async () => {
    const [variation] = await context.db.query<{ id: number; item_id: number }>(
      "SELECT v.id, v.item_id FROM item_variations v JOIN items i ON i.id = v.item_id WHERE i.state = 'available' AND i.accepts_offers ORDER BY v.id LIMIT 1",
    );
    const offered = await post(
      { swap: { item_id: variation!.item_id, offer: { item_variation_id: variation!.id } } },
      1003,
    );
    expect(swapSchema.parse((offered.body as { data: unknown }).data).offers).toMatchObject([
      { amount: null, item_variation_id: variation!.id },
    ]);
  });

  it("answers a stranger's GET /v1/swaps/:id with 404, as for a swap that does not exist; its buyer and seller read it", async () => {
    const item = await firstItem(
      "state = 'available' AND NOT auction AND accepts_offers AND seller_id < 1000 AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)",
    );
    const swapBuyer = 1004;
    const made = await post({ swap: { item_id: item.id, offer: { amount: 15 } } }, swapBuyer);
    const swapId = swapSchema.parse((made.body as { data: unknown }).data).id;
    const get = (id: number, userId: number) =>
      requestJson(context.app, `/v1/swaps/${id}`, { headers: bearer(userId) });
    for (const party of [swapBuyer, item.seller_id]) expect((await get(swapId, party)).status).toBe(200);
    const [unknownId] = await context.db.query<{ id: number }>('SELECT max(id) + 1000 AS id FROM swaps');
    const missing = await get(unknownId!.id, buyer);
    for (const stranger of [buyer, 1002, 1003]) {
      const answer = await get(swapId, stranger);
      expect([answer.status, answer.body]).toEqual([
        404,
        { errors: [{ message: 'Swap not found', code: 'not_found' }] },
      ]);
      expect(answer.body).toEqual(missing.body);
    }
    expect((await requestJson(context.app, `/v1/swaps/${swapId}`)).status).toBe(401);
  });

  it('answers bad offers with a 4xx and stores nothing', async () => {
    const noOffers = await firstItem("state = 'available' AND NOT auction AND NOT accepts_offers");
    const sold = await firstItem("state = 'sold'");
    const open = await firstItem("state = 'available' AND accepts_offers AND NOT auction");
    const [foreign] = await context.db.query<{ id: number }>(
      'SELECT id FROM item_variations WHERE item_id <> $1 LIMIT 1',
      [open.id],
    );
    const before = await context.db.query('SELECT count(*) AS n FROM offers');
    const rows: [unknown, number | null, number, string][] = [
      [{ swap: { item_id: open.id, offer: { amount: 10 } } }, null, 401, 'Unauthorized'],
      [
        { swap: { item_id: noOffers.id, offer: { amount: 10 } } },
        buyer,
        422,
        'The seller does not take offers on this item',
      ],
      [{ swap: { item_id: sold.id, offer: { amount: 10 } } }, buyer, 409, 'This item is no longer available'],
      [{ swap: { item_id: open.id, offer: { amount: 10 } } }, open.seller_id, 422, 'This is your own item'],
      [
        { swap: { item_id: open.id, offer: { amount: '10' } } },
        buyer,
        400,
        'Invalid input: expected number, received string',
      ],
      [{ swap: { item_id: open.id, offer: { amount: -1 } } }, buyer, 400, 'Enter an amount above $0'],
      [{ swap: { item_id: open.id, offer: { amount: 10.001 } } }, buyer, 400, 'Enter dollars and cents, like 95.50'],
      [
        { swap: { item_id: open.id, offer: { item_variation_id: foreign!.id } } },
        buyer,
        400,
        'This option does not exist for the item',
      ],
      [{ swap: { item_id: 2_000_000 } }, buyer, 404, 'Item not found'],
      [{ swap: {} }, buyer, 400, 'Invalid input: expected number, received undefined'],
    ];
    for (const [body, userId, status, message] of rows) {
      const response = await post(body, userId);
      expect([response.status, apiErrorBodySchema.parse(response.body).errors[0]!.message]).toEqual([status, message]);
    }
    expect(await context.db.query('SELECT count(*) AS n FROM offers')).toEqual(before);
    expect((await requestJson(context.app, '/v1/items/2000000/offers')).status).toBe(404);
  });
});
