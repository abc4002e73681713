import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { checkoutResultSchema } from '../../schemas/entities/order';
import { paymentMethodListSchema } from '../../schemas/requests/payment-methods';
import { createApp } from '../app';
import { giveShipTo } from '../testing/addresses';
import { buyableItems, useRecordingApp } from '../testing/money';
import { requestAs } from '../testing/requests';
import { describeEachDriver } from '../testing/test-databases';
import { SANDBOX_NONCES } from './sandbox';
import { unavailableGateway } from './unavailable';

describeEachDriver('saved cards (GET/POST /v1/payment_methods, DELETE …/:id, PUT …/:id/default)', (driver) => {
  const { context, gateway, request, cartPath, add } = useRecordingApp(driver);
  const listOf = (body: unknown) => paymentMethodListSchema.parse((body as { data: unknown }).data);
  const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;
  const rows = (userId: number) =>
    context.db.query<{ id: number; token: string; is_default: boolean }>(
      'SELECT id, token, is_default FROM payment_methods WHERE user_id = $1 ORDER BY id',
      [userId],
    );
  const save = (userId: number, nonce: string) => request('POST', '/v1/payment_methods', userId, { nonce });
  const freeItem = async (skip: number) =>
    (
      await buyableItems(context.db, 1, {
        where: 'NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.item_id = i.id)',
        skip,
      })
    )[0]!;

  it('saves the sandbox cards through the vault (token, brand, last4, expiry; never a number); the first is the default', async () => {
    const user = 1004;
    expect(await request('GET', '/v1/payment_methods', null)).toMatchObject({ status: 401 });
    const first = await save(user, SANDBOX_NONCES.approved);
    expect(first.status).toBe(201);
    const year = new Date().getUTCFullYear() + 3;
    expect(listOf(first.body)).toEqual([
      expect.objectContaining({
        gateway: 'sandbox',
        brand: 'Visa',
        last4: '1111',
        exp_month: 12,
        exp_year: year,
        is_default: true,
      }),
    ]);
    expect(JSON.stringify(first.body)).not.toContain('sandbox_card_');
    const second = listOf((await save(user, SANDBOX_NONCES.declined)).body);
    expect(second.map((card) => [card.last4, card.is_default])).toEqual([
      ['1111', true],
      ['1115', false],
    ]);
    const stored = await rows(user);
    expect(stored.map((row) => row.token)).toEqual([
      expect.stringMatching(/^sandbox_card_approved_/),
      expect.stringMatching(/^sandbox_card_declined_/),
    ]);

    const made = listOf((await request('PUT', `/v1/payment_methods/${stored[1]!.id}/default`, user)).body);
    expect(made.map((card) => [card.id, card.is_default])).toEqual([
      [stored[1]!.id, true],
      [stored[0]!.id, false],
    ]);
    // Removing the default makes the newest remaining card the default.
    const removed = listOf((await request('DELETE', `/v1/payment_methods/${stored[1]!.id}`, user)).body);
    expect(removed.map((card) => [card.id, card.is_default])).toEqual([[stored[0]!.id, true]]);
  });

  it('refuses an unknown nonce (422) and a missing one (400), writing nothing', async () => {
    const user = 1005;
    const unknown = await save(user, 'tok_not_a_sandbox_nonce');
    expect([unknown.status, errorsOf(unknown.body)]).toEqual([
      422,
      [{ message: 'The payment method is not valid', code: 'invalid_nonce', field: 'nonce' }],
    ]);
    expect((await request('POST', '/v1/payment_methods', user, {})).status).toBe(400);
    expect(await rows(user)).toEqual([]);
  });

  it("answers 404 for another user's card (default, remove, checkout), and a second default is refused by the index", async () => {
    const [owner, other] = [1006, 1007];
    await save(owner, SANDBOX_NONCES.approved);
    await save(owner, SANDBOX_NONCES.approved);
    const theirs = await rows(owner);
    for (const [method, path] of [
      ['PUT', `/v1/payment_methods/${theirs[1]!.id}/default`],
      ['DELETE', `/v1/payment_methods/${theirs[0]!.id}`],
    ] as const)
      expect((await request(method, path, other)).status).toBe(404);
    expect(await rows(owner)).toEqual(theirs);

    const item = await freeItem(0);
    expect((await add(other, item.id)).status).toBe(201);
    await giveShipTo(context.db, other);
    const stolen = await request('POST', `${cartPath(other)}/checkout`, other, {
      checkout: { payment_method_id: theirs[0]!.id },
    });
    expect([stolen.status, errorsOf(stolen.body)]).toEqual([
      404,
      [{ message: 'Saved card not found', code: 'not_found', field: 'checkout.payment_method_id' }],
    ]);
    expect(gateway.charges).toEqual([]);
    const both = await request('POST', `${cartPath(other)}/checkout`, other, {
      checkout: { nonce: SANDBOX_NONCES.approved, payment_method_id: theirs[0]!.id },
    });
    expect(both.status).toBe(400);
    await context.db.query('DELETE FROM cart_items WHERE item_id = $1', [item.id]);

    await expect(
      context.db.query('UPDATE payment_methods SET is_default = true WHERE id = $1', [theirs[1]!.id]),
    ).rejects.toMatchObject({ code: '23505' });
    const raced = await Promise.all(
      theirs.map((card) => request('PUT', `/v1/payment_methods/${card.id}/default`, owner)),
    );
    for (const result of raced) expect([200, 409]).toContain(result.status);
    expect((await rows(owner)).filter((row) => row.is_default)).toHaveLength(1);
  });

  it('checks out with a saved card (its token charged); a saved declined card is refused with 402, nothing sold', async () => {
    const buyer = 1008;
    await giveShipTo(context.db, buyer);
    await save(buyer, SANDBOX_NONCES.declined);
    await save(buyer, SANDBOX_NONCES.approved);
    const [declined, approved] = await rows(buyer);
    const item = await freeItem(1);
    expect((await add(buyer, item.id)).status).toBe(201);
    const pay = (id: number) =>
      request('POST', `${cartPath(buyer)}/checkout`, buyer, { checkout: { payment_method_id: id } });
    const refused = await pay(declined!.id);
    expect([refused.status, errorsOf(refused.body)]).toEqual([
      402,
      [{ message: 'Your payment was declined', code: 'payment_declined', field: 'checkout.payment_method_id' }],
    ]);
    expect(await context.db.query('SELECT state FROM items WHERE id = $1', [item.id])).toEqual([
      { state: 'available' },
    ]);
    const paid = await pay(approved!.id);
    expect(paid.status).toBe(201);
    expect(checkoutResultSchema.parse((paid.body as { data: unknown }).data).order.order_items).toHaveLength(1);
    expect(gateway.charges.map((charge) => [charge.token, charge.nonce])).toEqual([
      [declined!.token, undefined],
      [approved!.token, undefined],
    ]);
  });

  it('without a payment provider (production) adding or removing a card is 503 and writes nothing', async () => {
    const user = 1009;
    await save(user, SANDBOX_NONCES.approved);
    const before = await rows(user);
    const production = createApp({ db: context.db, payments: unavailableGateway() });
    const unavailable = [
      { message: 'Payments are unavailable right now. Nothing was charged.', code: 'payments_unavailable' },
    ];
    const added = await requestAs(production, 'POST', '/v1/payment_methods', user, { nonce: SANDBOX_NONCES.approved });
    const removed = await requestAs(production, 'DELETE', `/v1/payment_methods/${before[0]!.id}`, user);
    expect([added.status, errorsOf(added.body), removed.status, errorsOf(removed.body)]).toEqual([
      503,
      unavailable,
      503,
      unavailable,
    ]);
    expect(await rows(user)).toEqual(before);
  });
});
