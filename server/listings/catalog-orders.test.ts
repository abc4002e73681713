import type { Hono } from 'hono';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { catalogOrderSchema } from '../../schemas/entities/bumps';
import { IDEMPOTENCY_HEADER } from '../../schemas/requests/item-management';
import { createApp } from '../app';
import { SANDBOX_NONCES } from '../payments/sandbox';
import { recordingGateway } from '../testing/money';
import { PRODUCTION_SECRETS } from '../testing/production-secrets';
import { bearer, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const errorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;
const PACK_OF_5 = { id: 1, quantity: 5, price: 4.99 };
const PACK_OF_15 = { id: 2, quantity: 15, price: 12.99 };

describeEachDriver('POST /v1/orders: bump packs through the PaymentGateway seam', (driver) => {
  const context = useSeededApp(driver);
  const gateway = recordingGateway();
  let app: Hono;
  beforeAll(() => void (app = createApp({ db: context.db, payments: gateway })));
  beforeEach(() => void gateway.charges.splice(0));
  afterEach(() => vi.unstubAllEnvs());

  const order = (
    userId: number,
    key: string | null,
    body: { nonce?: string; quantity?: number; catalog_id?: number },
    on: Hono = app,
  ) =>
    requestJson(on, '/v1/orders', {
      method: 'POST',
      headers: { ...bearer(userId), 'content-type': 'application/json', ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      body: JSON.stringify({
        order: { nonce: SANDBOX_NONCES.approved, quantity: 1, catalog_id: PACK_OF_5.id, ...body },
      }),
    });
  /** Everything an order writes for the user. */
  const state = async (userId: number) =>
    (
      await context.db.query(
        `SELECT (SELECT count(*)::int FROM catalog_orders WHERE user_id = $1) AS orders,
                (SELECT available_bumps FROM bump_balances WHERE user_id = $1) AS bumps`,
        [userId],
      )
    )[0];

  it('charges the pack’s price × quantity once and adds its bumps (201 with the new bump info)', async () => {
    const answer = await order(101, 'key-a', { catalog_id: PACK_OF_15.id, quantity: 2 });
    expect(answer.status).toBe(201);
    const placed = catalogOrderSchema.parse((answer.body as { data: unknown }).data);
    expect(placed.order).toMatchObject({ catalog_id: PACK_OF_15.id, quantity: 2, amount: 25.98, currency: 'USD' });
    expect(placed.bump_info.available_bumps).toBe(30);
    expect(gateway.charges).toEqual([
      { nonce: SANDBOX_NONCES.approved, amount: 25.98, currency: 'USD', reference: `catalog-order-${placed.order.id}` },
    ]);
    expect(
      await context.db.query(
        'SELECT payment_gateway, payment_transaction_id LIKE $2 AS paid FROM catalog_orders WHERE id = $1',
        [placed.order.id, 'sandbox_%'],
      ),
    ).toEqual([{ payment_gateway: 'sandbox', paid: true }]);
  });

  it('the same key again (a double click, a retry) answers the first order (200) and charges nothing', async () => {
    const first = await order(102, 'key-b', {});
    expect(first.status).toBe(201);
    const again = await order(102, 'key-b', {});
    expect(again.status).toBe(200);
    expect((again.body as { data: { order: { id: number } } }).data.order.id).toBe(
      (first.body as { data: { order: { id: number } } }).data.order.id,
    );
    expect(gateway.charges).toHaveLength(1);
    expect(await state(102)).toEqual({ orders: 1, bumps: PACK_OF_5.quantity });
    // Two at once: one charge.
    const both = await Promise.all([order(103, 'key-c', {}), order(103, 'key-c', {})]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(gateway.charges).toHaveLength(2);
    expect(await state(103)).toEqual({ orders: 1, bumps: PACK_OF_5.quantity });
    // The key is the user's: another user's same key is their own order.
    expect((await order(104, 'key-c', {})).status).toBe(201);
  });

  it('refuses a key reused for another pack (422), a missing key (400) and an unknown pack (422), writing nothing', async () => {
    expect((await order(105, 'key-d', {})).status).toBe(201);
    const before = await state(105);
    const reused = await order(105, 'key-d', { catalog_id: PACK_OF_15.id });
    expect([reused.status, errorsOf(reused.body)[0]!.code]).toEqual([422, 'idempotency_key_reused']);
    // The same pack and quantity with another card is another order as well (not answered with the first).
    const otherCard = await order(105, 'key-d', { nonce: SANDBOX_NONCES.declined });
    expect([otherCard.status, errorsOf(otherCard.body)]).toEqual([
      422,
      [
        {
          message: 'This idempotency key was used for another order',
          code: 'idempotency_key_reused',
          field: IDEMPOTENCY_HEADER,
        },
      ],
    ]);
    // The same body again is a retry: the first order.
    expect((await order(105, 'key-d', {})).status).toBe(200);
    const keyless = await order(105, null, {});
    expect([keyless.status, errorsOf(keyless.body)[0]!.field]).toEqual([400, IDEMPOTENCY_HEADER]);
    const unknown = await order(105, 'key-e', { catalog_id: 999 });
    expect([unknown.status, errorsOf(unknown.body)[0]!.field]).toEqual([422, 'order.catalog_id']);
    const tooMany = await order(105, 'key-f', { quantity: 11 });
    expect([tooMany.status, errorsOf(tooMany.body)[0]!.field]).toEqual([400, 'order.quantity']);
    expect(await state(105)).toEqual(before);
    expect(gateway.charges).toHaveLength(1);
  });

  it('a key names one body: another quantity alone is refused (old rows compare pack and quantity), and two bodies at once charge once', async () => {
    expect((await order(107, 'key-q', {})).status).toBe(201);
    const before = await state(107);
    const moreOfTheSame = await order(107, 'key-q', { quantity: 2 });
    expect([moreOfTheSame.status, errorsOf(moreOfTheSame.body)[0]!.code]).toEqual([422, 'idempotency_key_reused']);
    // An order from before the fingerprint (request_hash null) compares its pack and quantity.
    await context.db.query(
      "UPDATE catalog_orders SET request_hash = NULL WHERE user_id = 107 AND idempotency_key = 'key-q'",
    );
    expect((await order(107, 'key-q', {})).status).toBe(200);
    expect((await order(107, 'key-q', { quantity: 2 })).status).toBe(422);
    expect((await order(107, 'key-q', { catalog_id: PACK_OF_15.id })).status).toBe(422);
    expect(await state(107)).toEqual(before);
    expect(gateway.charges).toHaveLength(1);
    // One key, two bodies at once: whichever comes first is the order, the other is refused, one charge.
    const both = await Promise.all([order(108, 'key-r', {}), order(108, 'key-r', { quantity: 3 })]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(gateway.charges).toHaveLength(2);
    expect(await state(108)).toMatchObject({ orders: 1 });
  });

  it('a declined card (402) or a bad nonce (422) writes nothing, and the same key may then pay with another card', async () => {
    const before = await state(106);
    const declined = await order(106, 'key-g', { nonce: SANDBOX_NONCES.declined });
    expect([declined.status, errorsOf(declined.body)]).toEqual([
      402,
      [{ message: 'Your payment was declined', code: 'payment_declined', field: 'order.nonce' }],
    ]);
    const invalid = await order(106, 'key-g', { nonce: 'made-up' });
    expect([invalid.status, errorsOf(invalid.body)[0]!.code]).toEqual([422, 'invalid_nonce']);
    expect(await state(106)).toEqual(before);
    expect((await order(106, 'key-g', {})).status).toBe(201);
    expect(await state(106)).toEqual({ orders: 1, bumps: PACK_OF_5.quantity });
  });

  it('production without a payment provider answers 503 and writes nothing', async () => {
    vi.stubEnv('KS_ENV', 'production');
    const production = createApp({ db: context.db, ...PRODUCTION_SECRETS });
    vi.unstubAllEnvs();
    const before = await state(107);
    const refused = await order(107, 'key-h', {}, production);
    expect([refused.status, errorsOf(refused.body)]).toEqual([
      503,
      [{ message: 'Payments are unavailable right now. Nothing was charged.', code: 'payments_unavailable' }],
    ]);
    expect(await state(107)).toEqual(before);
  });

  it('needs sign-in', async () => {
    const guest = await requestJson(app, '/v1/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: 'key-i' },
      body: JSON.stringify({ order: { nonce: SANDBOX_NONCES.approved, quantity: 1, catalog_id: 1 } }),
    });
    expect(guest.status).toBe(401);
  });
});
