import { afterEach, expect, it, vi } from 'vitest';
import { cashoutSchema } from '../../schemas/entities/payouts';
import { createApp } from '../app';
import { ledgerDiscrepancies } from '../ledger/ledger';
import { PRODUCTION_SECRETS } from '../testing/production-secrets';
import { bearer, requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

describeEachDriver('POST /v1/testing/payout_sellers', (driver) => {
  const context = useSeededApp(driver);
  afterEach(() => vi.unstubAllEnvs());
  const make = (app: ReturnType<typeof createApp>, body: unknown) =>
    requestJson(app, '/v1/testing/payout_sellers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('makes a fresh seller with a completed seller account and the Available balance asked for', async () => {
    const first = await make(context.app, { available_cents: 12_345 });
    const second = await make(context.app, {});
    expect([first.status, second.status]).toEqual([201, 201]);
    const seller = (first.body as { data: { id: number; uuid: string; username: string } }).data;
    expect(seller.id).not.toBe((second.body as { data: { id: number } }).data.id);
    // Its token carries its real uuid, as the e2e signs it in.
    const [{ uuid }] = (await context.db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM users WHERE id = $1', [
      seller.id,
    ])) as [{ uuid: string }];
    expect(seller.uuid).toBe(uuid);
    const summary = await requestJson(context.app, `/v1/users/${uuid}/cashout`, { headers: bearer(seller.id, uuid) });
    expect(cashoutSchema.parse((summary.body as { data: unknown }).data)).toEqual({
      available_cents: 12_345,
      minimum_cents: 100,
      payouts_available: true,
      seller_account: { completed: true, bank_last4: '6789' },
    });
    expect(await ledgerDiscrepancies(context.db)).toEqual({ accounts: [], transactions: [] });
  });

  it('refuses other bank accounts and amounts (400)', async () => {
    for (const body of [{ bank_account: '000000001234' }, { available_cents: -1 }, { available_cents: 1.5 }, { x: 1 }])
      expect((await make(context.app, body)).status, JSON.stringify(body)).toBe(400);
  });

  it('does not exist in production (404), and makes nobody', async () => {
    vi.stubEnv('KS_ENV', 'production');
    const production = createApp({ db: context.db, ...PRODUCTION_SECRETS });
    const [before] = await context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(await requestAs(production, 'POST', '/v1/testing/payout_sellers', 1002, {})).toEqual({
      status: 404,
      body: { errors: [{ message: 'Not found', code: 'not_found' }] },
    });
    expect(await context.db.query('SELECT count(*)::int AS n FROM users')).toEqual([before]);
  });
});
