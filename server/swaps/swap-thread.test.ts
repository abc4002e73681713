import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { swapMessageSchema, swapSchema, type Swap } from '../../schemas/entities/swap';
import { demoAccount } from '../seed/demo-accounts';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const buyer: number = demoAccount('buyer').id;
const unverified: number = demoAccount('unverified').id;

describeEachDriver('a swap: messages, read state, the seller answering offers, the verified check', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0]!;
  const swapOf = (body: unknown): Swap => swapSchema.parse((body as { data: unknown }).data);
  const badge = async (userId: number) =>
    ((await call('GET', '/v1/swaps/badge', userId)).body as { data: { badge: number } }).data.badge;
  /** Available single items that take offers, skipping `skip`, so each test has its own. */
  const offerItem = async (skip: number) =>
    (
      await context.db.query<{ id: number; seller_id: number }>(
        `SELECT id, seller_id FROM items i WHERE state = 'available' AND NOT auction AND accepts_offers
           AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) ORDER BY id OFFSET $1 LIMIT 1`,
        [skip],
      )
    )[0]!;
  const counts = async () =>
    (
      await context.db.query<{ swaps: number; messages: number; offers: string }>(
        `SELECT (SELECT count(*)::int FROM swaps) AS swaps, (SELECT count(*)::int FROM swap_messages) AS messages,
       (SELECT string_agg(id || state, ',' ORDER BY id) FROM offers) AS offers`,
      )
    )[0];

  it('messages go both ways, each marking the swap unread for the other side until POST read', async () => {
    const item = await offerItem(10);
    const created = await call('POST', '/v1/swaps', buyer, { swap: { item_id: item.id } });
    const swap = swapOf(created.body);
    const path = `/v1/swaps/${swap.id}`;
    await call('POST', `${path}/read`, item.seller_id);
    const sellerBadge = await badge(item.seller_id);

    const sent = await call('POST', `${path}/messages`, buyer, { message: { body: '  Is the grip worn?  ' } });
    expect(sent.status).toBe(201);
    expect(swapMessageSchema.parse((sent.body as { data: unknown }).data)).toMatchObject({
      swap_id: swap.id,
      body: 'Is the grip worn?',
      sender: { id: buyer, username: 'demo_buyer' },
    });
    expect(await badge(item.seller_id)).toBe(sellerBadge + 1);
    expect(swapOf((await call('GET', path, item.seller_id)).body).unread).toBe(true);
    expect(swapOf((await call('GET', path, buyer)).body).unread).toBe(false);

    const read = await call('POST', `${path}/read`, item.seller_id);
    expect([read.status, read.body]).toEqual([200, { data: { id: swap.id, unread: false } }]);
    expect(await badge(item.seller_id)).toBe(sellerBadge);

    await call('POST', `${path}/messages`, item.seller_id, { message: { body: 'Barely, see photo 2.' } });
    expect(swapOf((await call('GET', path, buyer)).body).unread).toBe(true);
    const thread = await call('GET', `${path}/messages`, item.seller_id);
    expect(
      swapMessageSchema
        .array()
        .parse((thread.body as { data: unknown }).data)
        .map((message) => [message.sender?.id, message.body]),
    ).toEqual([
      [buyer, 'Is the grip worn?'],
      [item.seller_id, 'Barely, see photo 2.'],
    ]);
  });

  it('answers bad message calls with a 4xx and stores nothing', async () => {
    const item = await offerItem(11);
    const swap = swapOf((await call('POST', '/v1/swaps', buyer, { swap: { item_id: item.id } })).body);
    const path = `/v1/swaps/${swap.id}/messages`;
    const before = await counts();
    const rows: [string, number | null, unknown, number, Record<string, string>][] = [
      [path, null, { message: { body: 'hi' } }, 401, { code: 'unauthorized' }],
      [path, buyer, { message: { body: '   ' } }, 400, { message: 'Write a message', field: 'message.body' }],
      [
        path,
        buyer,
        { message: { body: 'x'.repeat(2001) } },
        400,
        { message: 'Keep the message under 2000 characters', field: 'message.body' },
      ],
      [path, buyer, { message: {} }, 400, { code: 'invalid', field: 'message.body' }],
      [path, buyer, '{"message":', 400, { code: 'invalid_json' }],
      [path, 1003, { message: { body: 'hi' } }, 404, { message: 'Swap not found' }],
      ['/v1/swaps/99999999/messages', buyer, { message: { body: 'hi' } }, 404, { message: 'Swap not found' }],
    ];
    for (const [target, userId, body, status, error] of rows) {
      const response = await call('POST', target, userId, body);
      expect([response.status, errorOf(response.body)]).toEqual([status, expect.objectContaining(error)]);
    }
    expect((await call('GET', path, 1003)).status).toBe(404);
    expect((await call('POST', `/v1/swaps/${swap.id}/read`, 1003)).status).toBe(404);
    expect((await call('GET', path, null)).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('the seller accepts a pending offer (the other pending one is declined); the buyer cannot; closed offers and sold items are 409', async () => {
    const item = await offerItem(12);
    const made = swapOf(
      (await call('POST', '/v1/swaps', buyer, { swap: { item_id: item.id, offer: { amount: 30 } } })).body,
    );
    // A second pending offer as older data may hold one (a new offer now declines the pending ones).
    await context.db.query('INSERT INTO offers (swap_id, item_id, amount) VALUES ($1, $2, 35)', [made.id, item.id]);
    const swap = swapOf((await call('GET', `/v1/swaps/${made.id}`, buyer)).body);
    const [first, second] = swap.offers;
    const path = (offerId: number) => `/v1/swaps/${swap.id}/offers/${offerId}`;
    await call('POST', `/v1/swaps/${swap.id}/read`, buyer);
    const before = await counts();

    const rows: [string, number, unknown, number, string][] = [
      [path(second!.id), buyer, { offer: { state: 'accepted' } }, 403, 'Only the seller can answer an offer'],
      [path(second!.id), 1003, { offer: { state: 'accepted' } }, 404, 'Swap not found'],
      [path(99999999), item.seller_id, { offer: { state: 'accepted' } }, 404, 'Offer not found'],
      [
        path(second!.id),
        item.seller_id,
        { offer: { state: 'pending' } },
        400,
        'Invalid option: expected one of "accepted"|"declined"',
      ],
      [path(second!.id), item.seller_id, '[', 400, 'Malformed JSON body'],
    ];
    for (const [target, userId, body, status, message] of rows) {
      const response = await call('PUT', target, userId, body);
      expect([response.status, errorOf(response.body).message]).toEqual([status, message]);
    }
    expect(await counts()).toEqual(before);

    const accepted = await call('PUT', path(second!.id), item.seller_id, { offer: { state: 'accepted' } });
    expect(accepted.status).toBe(200);
    expect(swapOf(accepted.body).offers.map((offer) => [offer.id, offer.state])).toEqual([
      [first!.id, 'declined'],
      [second!.id, 'accepted'],
    ]);
    expect(swapOf((await call('GET', `/v1/swaps/${swap.id}`, buyer)).body).unread).toBe(true);
    const again = await call('PUT', path(second!.id), item.seller_id, { offer: { state: 'declined' } });
    expect([again.status, errorOf(again.body)]).toEqual([
      409,
      { message: 'This offer was already accepted', code: 'offer_closed' },
    ]);

    const third = swapOf(
      (await call('POST', '/v1/swaps', buyer, { swap: { item_id: item.id, offer: { amount: 40 } } })).body,
    ).offers.at(-1)!;
    await context.db.query("UPDATE items SET state = 'sold' WHERE id = $1", [item.id]);
    const sold = await call('PUT', path(third.id), item.seller_id, { offer: { state: 'accepted' } });
    expect([sold.status, errorOf(sold.body).code]).toEqual([409, 'unavailable']);
    const declinedLater = swapOf((await call('GET', `/v1/swaps/${swap.id}`, item.seller_id)).body).offers.at(-1)!;
    expect(declinedLater.state).toBe('pending');
  });

  it("the buyer answers the seller's counter-offer; the seller cannot answer their own (403); the seller then has it unread", async () => {
    const item = await offerItem(14);
    const swap = swapOf(
      (await call('POST', '/v1/swaps', buyer, { swap: { item_id: item.id, offer: { amount: 30 } } })).body,
    );
    const [counter] = await context.db.query<{ id: number }>(
      `INSERT INTO offers (swap_id, item_id, amount, state, seller_offer, counter_offer) VALUES ($1, $2, 36, 'pending', true, true) RETURNING id`,
      [swap.id, item.id],
    );
    await call('POST', `/v1/swaps/${swap.id}/read`, item.seller_id);
    const path = `/v1/swaps/${swap.id}/offers/${counter!.id}`;
    const own = await call('PUT', path, item.seller_id, { offer: { state: 'accepted' } });
    expect([own.status, errorOf(own.body).message]).toEqual([403, 'Only the buyer can answer a counter-offer']);

    const accepted = await call('PUT', path, buyer, { offer: { state: 'accepted' } });
    expect(accepted.status).toBe(200);
    expect(swapOf(accepted.body).offers.map((offer) => [offer.amount, offer.state])).toEqual([
      [30, 'declined'],
      [36, 'accepted'],
    ]);
    expect(swapOf((await call('GET', `/v1/swaps/${swap.id}`, item.seller_id)).body).unread).toBe(true);
  });

  it('an unverified buyer may make offers but not message a seller (403), until a phone is verified', async () => {
    const item = await offerItem(13);
    const before = await counts();
    const message = await call('POST', '/v1/swaps', unverified, { swap: { item_id: item.id } });
    expect([message.status, errorOf(message.body)]).toEqual([
      403,
      { message: 'Verify your phone number to message sellers', code: 'unverified' },
    ]);
    expect(await counts()).toEqual(before);

    const offered = swapOf(
      (await call('POST', '/v1/swaps', unverified, { swap: { item_id: item.id, offer: { amount: 20 } } })).body,
    );
    const path = `/v1/swaps/${offered.id}/messages`;
    expect((await call('POST', path, unverified, { message: { body: 'hello' } })).status).toBe(403);
    // The seller answering is not messaging a seller.
    expect((await call('POST', path, item.seller_id, { message: { body: 'Thanks for the offer' } })).status).toBe(201);

    expect((await call('POST', '/v1/account/phone', unverified, { phone: '(555) 010-4477' })).status).toBe(201);
    const verified = await call('POST', '/v1/account/phone/verify', unverified, { code: '246813' });
    expect((verified.body as { data: unknown }).data).toMatchObject({ phone_verified: true, email_verified: false });
    expect((await call('POST', path, unverified, { message: { body: 'hello' } })).status).toBe(201);
    expect((await call('POST', '/v1/swaps', unverified, { swap: { item_id: item.id } })).status).toBe(200);
  });
});
