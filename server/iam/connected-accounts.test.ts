import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { marketplaceAccountSchema, socialLinksSchema } from '../../schemas/requests/connected-accounts';
import { createApp } from '../app';
import { unavailableConnector } from '../marketplaces/unavailable';
import { bearer, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { devSocialToken } from './social-verifier';

describeEachDriver('connected accounts (social links, the eBay account)', (driver) => {
  const context = useSeededApp(driver);
  const uuidOf = async (userId: number) =>
    (await context.db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM users WHERE id = $1', [userId]))[0]!.uuid;
  const call = async (method: string, path: string, userId: number, body?: unknown, app = context.app) =>
    requestJson(app, path, {
      method,
      headers: {
        ...bearer(userId, await uuidOf(userId)),
        'content-type': 'application/json',
        'x-ks-client-type': 'WEB',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0]!;
  const links = async (userId: number) => {
    const answer = await call('GET', `/iam/v1/auth/user/${await uuidOf(userId)}/link`, userId);
    expect(answer.status).toBe(200);
    return socialLinksSchema.parse((answer.body as { data: unknown }).data);
  };
  const link = async (userId: number, account_type: string, sub: string) =>
    call('POST', `/iam/v1/auth/user/${await uuidOf(userId)}/link`, userId, {
      account_type,
      access_token: devSocialToken(sub, null),
      ...(account_type === 'APPLE' ? { authorization_code: 'c' } : {}),
    });
  const unlink = async (userId: number, account_type: string, account_id: string) =>
    call('DELETE', `/iam/v1/auth/user/${await uuidOf(userId)}/link`, userId, { account_id, account_type });
  /** A generated user: no sign-in row, so no password. */
  const passwordless = async () =>
    (
      await context.db.query<{ id: number }>(
        `SELECT id FROM users u WHERE NOT EXISTS (SELECT 1 FROM user_logins l WHERE l.user_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM social_accounts s WHERE s.user_id = u.id) ORDER BY id LIMIT 1`,
      )
    )[0]!.id;

  it("lists the caller's linked providers and password, and only the caller's", async () => {
    expect(await links(1002)).toEqual({ has_password: true, accounts: [] });
    expect((await link(1002, 'FACEBOOK', 'seller-fb')).status).toBe(201);
    const listed = await links(1002);
    expect(listed.accounts.map(({ account_type, account_id }) => [account_type, account_id])).toEqual([
      ['FACEBOOK', 'seller-fb'],
    ]);
    const other = await call('GET', `/iam/v1/auth/user/${await uuidOf(1001)}/link`, 1002);
    expect([other.status, errorOf(other.body).code]).toEqual([403, 'forbidden']);
  });

  it('refuses to unlink the only sign-in method (no password, one provider), and nothing is removed', async () => {
    const user = await passwordless();
    expect((await link(user, 'GOOGLE', `only-${user}`)).status).toBe(201);
    const refused = await unlink(user, 'GOOGLE', `only-${user}`);
    expect([refused.status, errorOf(refused.body)]).toMatchObject([422, { code: 'only_sign_in_method' }]);
    expect((await links(user)).accounts).toHaveLength(1);

    // With a second provider, Google can go; the last one then stays.
    expect((await link(user, 'APPLE', `apple-${user}`)).status).toBe(201);
    expect((await unlink(user, 'GOOGLE', `only-${user}`)).status).toBe(200);
    expect((await links(user)).accounts.map((account) => account.account_type)).toEqual(['APPLE']);
  });

  it('unlinks Google of an account with a password; the web may not unlink the others; an unknown link is 404', async () => {
    expect((await link(1003, 'GOOGLE', 'pro-g')).status).toBe(201);
    expect((await link(1003, 'APPLE', 'pro-a')).status).toBe(201);
    expect((await unlink(1003, 'APPLE', 'pro-a')).status).toBe(403);
    expect((await unlink(1003, 'GOOGLE', 'someone-else')).status).toBe(404);
    expect((await unlink(1003, 'GOOGLE', 'pro-g')).status).toBe(200);
    expect((await links(1003)).accounts.map((account) => account.account_type)).toEqual(['APPLE']);
  });

  const ebay = (method: string, userId: number, body?: unknown, app = context.app) =>
    call(method, '/v1/marketplace_accounts/ebay', userId, body, app);
  const accountOf = (body: unknown) => marketplaceAccountSchema.parse((body as { data: unknown }).data);

  it('connects, disconnects and reconnects the eBay account through the sandbox connector', async () => {
    // demo_org (demo_seller is seeded connected: its eBay listings are linked).
    expect(accountOf((await ebay('GET', 1005)).body)).toMatchObject({ available: true, state: 'not_connected' });
    const connected = await ebay('POST', 1005, { authorization_code: 'sandbox.kit_seller' });
    expect([connected.status, accountOf(connected.body)]).toMatchObject([
      201,
      { state: 'connected', username: 'kit_seller' },
    ]);
    const taken = await ebay('POST', 1003, { authorization_code: 'sandbox.KIT_SELLER' });
    expect([taken.status, errorOf(taken.body).code]).toEqual([409, 'already_connected']);
    const refused = await ebay('POST', 1003, { authorization_code: 'forged' });
    expect([refused.status, errorOf(refused.body)]).toMatchObject([
      422,
      { code: 'invalid_authorization', field: 'authorization_code' },
    ]);

    const disconnected = await ebay('DELETE', 1005);
    expect(accountOf(disconnected.body)).toMatchObject({ state: 'disconnected', username: 'kit_seller' });
    expect(errorOf((await ebay('DELETE', 1005)).body).code).toBe('not_connected');
    expect(accountOf((await ebay('POST', 1005, { authorization_code: 'sandbox.kit_seller' })).body).state).toBe(
      'connected',
    );
  });

  it("shows the ebay_disconnect vacation's seller as disconnected; reconnecting ends that vacation", async () => {
    const seller = 1007;
    await context.db.query(`UPDATE vacations SET details = 'ebay_disconnect' WHERE user_id = $1 AND ended_at IS NULL`, [
      seller,
    ]);
    expect(accountOf((await ebay('GET', seller)).body).state).toBe('disconnected');
    await ebay('POST', seller, { authorization_code: 'sandbox.vacationer' });
    const active = await context.db.query('SELECT 1 FROM vacations WHERE user_id = $1 AND ended_at IS NULL', [seller]);
    expect(active).toHaveLength(0);
    expect(accountOf((await ebay('GET', seller)).body).state).toBe('connected');
  });

  it('answers 503 and writes nothing where no eBay provider is wired', async () => {
    const production = createApp({ db: context.db, marketplaces: unavailableConnector() });
    expect(accountOf((await ebay('GET', 1004, undefined, production)).body).available).toBe(false);
    const answer = await ebay('POST', 1004, { authorization_code: 'sandbox.admin' }, production);
    expect([answer.status, errorOf(answer.body).code]).toEqual([503, 'marketplace_unavailable']);
    expect(await context.db.query('SELECT 1 FROM marketplace_accounts WHERE user_id = 1004')).toHaveLength(0);
  });
});
