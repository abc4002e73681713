import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { userConfigurationSchema } from '../../schemas/entities/chrome';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import { DEMO_PASSWORD } from '../iam/demo-password';
import { demoAccount } from '../seed/demo-accounts';
import { antiBot, callIam, newAddress } from '../testing/iam-calls';
import { bearer, requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { isProAvailable } from './pro';

const PRO = demoAccount('pro').id;
const ADMIN = demoAccount('admin').id;
const BUYER = demoAccount('buyer').id;
const FORMER_ALLOWLIST = ['demo_pro', 'demo_admin', 'kitswap_team', 'gearhead_qa', 'pro_beta_1', 'pro_beta_2'];
const MIGRATION_140 = readFileSync(new URL('../db/migrations/140_pro_access_grants.sql', import.meta.url), 'utf8');

// Issue 31 item 6: Pro's availability was a list of usernames anyone could register or rename to.
describeEachDriver('Kitswap Pro is a grant on the account, never a name', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const subscribe = (userId: number, key: string) =>
    requestJson(context.app, '/v1/pro/subscription', {
      method: 'POST',
      headers: { ...bearer(userId), 'content-type': 'application/json', 'x-idempotency-key': key },
      body: JSON.stringify({ subscription: { plan: 'pro', cycle: 'monthly', nonce: SANDBOX_NONCES.approved } }),
    });
  const features = async (userId: number) =>
    userConfigurationSchema.parse(
      ((await call('GET', '/v1/user_configuration', userId)).body as { data: unknown }).data,
    ).features;

  it('refuses the former allowlist’s names at registration and rename, as reserved names', async () => {
    for (const username of [...FORMER_ALLOWLIST, 'Pro_Beta_2']) {
      const registered = await callIam(
        context.app,
        'POST',
        '/iam/v1/auth/user',
        {
          email: `${username}@example.com`,
          username,
          password: DEMO_PASSWORD,
          client_id: 'c1',
          agree_with_policy: true,
        },
        { ...(await antiBot(context.app, 'register')), 'x-forwarded-for': newAddress() },
      );
      expect([username, registered.status, registered.body.errors?.[0]]).toEqual([
        username,
        400,
        { message: 'This username is taken by a page of the site', code: 'invalid', field: 'username' },
      ]);
      expect((await call('PUT', '/v1/account/username', BUYER, { username })).status).toBe(400);
    }
    // Just beside them: an ordinary name.
    expect((await call('PUT', '/v1/account/username', BUYER, { username: 'pro_beta_3' })).status).toBe(200);
  });

  it('keeps Pro with the granted account after a rename, and gives none to whoever holds its old name', async () => {
    expect(await features(PRO)).toContain('pro_access');
    expect((await call('PUT', '/v1/account/username', PRO, { username: 'renamed_pro' })).status).toBe(200);
    expect(await isProAvailable(context.db, PRO)).toBe(true);
    expect(await features(PRO)).toContain('pro_access');

    // The old name taken by another account (by hand: registration and rename refuse it) opens nothing.
    await context.db.query("UPDATE users SET username = 'demo_pro' WHERE id = $1", [BUYER]);
    expect(await isProAvailable(context.db, BUYER)).toBe(false);
    expect(await features(BUYER)).not.toContain('pro_access');
    const refused = await subscribe(BUYER, 'k-name-only');
    expect([refused.status, apiErrorBodySchema.parse(refused.body).errors]).toEqual([
      403,
      [{ message: 'Kitswap Pro is not open to your account yet', code: 'pro_unavailable' }],
    ]);
    expect((await subscribe(PRO, 'k-granted')).status).toBe(201);
  });

  it('migration 140 turns the accounts holding an allowlisted name into grants, once', async () => {
    await context.db.query(
      "UPDATE user_configurations SET features = array_remove(features, 'pro_access') WHERE user_id = $1",
      [ADMIN],
    );
    await context.db.query('DELETE FROM user_configurations WHERE user_id = $1', [BUYER]);
    await context.db.query("UPDATE users SET username = 'pro_beta_1' WHERE id = $1", [BUYER]);
    expect(await isProAvailable(context.db, ADMIN)).toBe(false);
    await context.db.exec(MIGRATION_140);
    await context.db.exec(MIGRATION_140);
    const rows = await context.db.query<{ user_id: number; features: string[] }>(
      'SELECT user_id, features FROM user_configurations WHERE user_id = ANY ($1::int[]) ORDER BY user_id',
      [[BUYER, ADMIN]],
    );
    expect(rows).toEqual([
      { user_id: BUYER, features: ['pro_access'] },
      { user_id: ADMIN, features: ['cms_editor', 'pro_access'] },
    ]);
  });
});
