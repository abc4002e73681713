import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userConfigurationSchema } from '../../schemas/entities/chrome';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { createOrPromoteAdmin } from '../iam/admin-accounts';
import { DEMO_PASSWORD } from '../iam/demo-password';
import { prepareDatabase } from '../prepare-database';
import { bearerOf, login } from '../testing/iam-calls';
import { requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { demoAccounts } from './demo-accounts';
import { DEMO_PASSWORD_HASH } from './demo-logins';
import { DEVELOPMENT_SEED, replacePublishedDemoPassword, seedPlanFromEnvironment } from './seed-plan';

const OWN_PASSWORD = 'an own demo password';

// Issue 31 item 2: the seed inserted demo_admin and the other demo logins with the published password whatever
// KS_ENV was, so anyone could sign in as an admin of a production deployment.
describe('the seed plan of each KS_ENV', () => {
  it('seeds the demo in development and test only; production and staging get the catalogue alone', () => {
    expect([{ KS_ENV: 'development' }, { KS_ENV: 'test' }].map((env) => seedPlanFromEnvironment(env))).toEqual([
      DEVELOPMENT_SEED,
      DEVELOPMENT_SEED,
    ]);
    for (const env of [
      {},
      { KS_ENV: 'production' },
      { KS_ENV: 'staging' },
      { KS_ENV: 'staging', KS_DEMO_ACCOUNTS: '0' },
    ])
      expect(seedPlanFromEnvironment(env)).toEqual({ demoAccounts: false });
  });

  it('refuses to start when production or staging opts in to the demo accounts without a password of its own', () => {
    for (const KS_ENV of ['production', 'staging']) {
      const optIn = { KS_ENV, KS_DEMO_ACCOUNTS: '1' };
      expect(() => seedPlanFromEnvironment(optIn)).toThrow(/KS_DEMO_ACCOUNTS=1 needs KS_DEMO_PASSWORD/);
      expect(() => seedPlanFromEnvironment({ ...optIn, KS_DEMO_PASSWORD: DEMO_PASSWORD })).toThrow(
        /the published demo password/,
      );
      // The registration's password rule, at its edge: 7 characters refused, 8 taken.
      expect(() => seedPlanFromEnvironment({ ...optIn, KS_DEMO_PASSWORD: 'seven77' })).toThrow(/at least 8/);
      expect(seedPlanFromEnvironment({ ...optIn, KS_DEMO_PASSWORD: 'eight888' })).toEqual({
        demoAccounts: true,
        password: 'eight888',
      });
    }
  });

  describe('prepareDatabase', () => {
    afterEach(() => vi.unstubAllEnvs());
    it('throws before touching the database when KS_ENV=production opts in with the published password', async () => {
      vi.stubEnv('KS_ENV', 'production');
      vi.stubEnv('KS_DEMO_ACCOUNTS', '1');
      vi.stubEnv('KS_DEMO_PASSWORD', DEMO_PASSWORD);
      const untouched = {
        query: () => Promise.reject(new Error('touched')),
        exec: () => Promise.reject(new Error('touched')),
        transaction: () => Promise.reject(new Error('touched')),
      } as unknown as Db;
      await expect(prepareDatabase(untouched)).rejects.toThrow(/published demo password/);
    });
  });
});

describeEachDriver('a database seeded with KS_ENV=production', (driver) => {
  let db: Db;
  let app: Hono;
  beforeAll(async () => {
    db = await driver.open();
    await prepareDatabase(db, { seed: seedPlanFromEnvironment({ KS_ENV: 'production' }) });
    app = createApp({ db });
  }, 120_000);
  afterAll(() => db?.close());

  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

  it('holds the catalogue and the CMS, and nothing that pretends to be a person', async () => {
    for (const table of ['categories', 'brands', 'models', 'page_views', 'landers', 'cms_pages', 'blog_posts'])
      expect([table, await count(table)]).toEqual([table, expect.any(Number)]);
    expect(await count('categories')).toBeGreaterThan(0);
    expect(await count('cms_pages')).toBeGreaterThan(0);
    for (const table of ['users', 'user_logins', 'items', 'swaps', 'orders', 'feedback', 'ledger_transactions'])
      expect([table, await count(table)]).toEqual([table, 0]);
  });

  it('lets no demo account sign in with the published password', async () => {
    for (const { username } of demoAccounts) {
      const answer = await login(app, username, DEMO_PASSWORD);
      expect([username, answer.status, answer.body.errors?.[0]?.code]).toEqual([username, 422, 'invalid_credentials']);
    }
  });

  it('makes the first admin with admin:create, who signs in, is an admin and edits the CMS', async () => {
    const owner = { username: 'site_owner', email: 'owner@example.com', password: 'a long admin password' };
    // The registration's rules: a short or the published password, a reserved name, a bad address.
    for (const refused of [
      { ...owner, password: 'seven77' },
      { ...owner, password: DEMO_PASSWORD },
      { ...owner, username: 'admin' },
      { ...owner, email: 'not-an-address' },
    ])
      await expect(createOrPromoteAdmin(db, refused)).rejects.toThrow();
    expect(await count('users')).toBe(0);

    expect(await createOrPromoteAdmin(db, owner)).toEqual({ userId: expect.any(Number), created: true });
    const signedIn = await login(app, owner.username, owner.password);
    expect(signedIn.status).toBe(200);
    const [configuration] = await db.query<{ admin: boolean }>(
      'SELECT c.admin FROM user_configurations c JOIN users u ON u.id = c.user_id WHERE u.username = $1',
      [owner.username],
    );
    expect(configuration).toEqual({ admin: true });
    const read = await requestJson(app, '/v1/user_configuration', {
      headers: bearerOf(signedIn.body.data?.access_token),
    });
    expect(userConfigurationSchema.parse((read.body as { data: unknown }).data).features).toContain('cms_editor');

    // Promoting again needs the account's own address; with it the password is replaced.
    await expect(createOrPromoteAdmin(db, { ...owner, email: 'someone@example.com' })).rejects.toThrow(
      /another e-mail address/,
    );
    expect(await createOrPromoteAdmin(db, { ...owner, password: 'another admin password' })).toMatchObject({
      created: false,
    });
    expect((await login(app, owner.username, owner.password)).status).toBe(422);
    expect((await login(app, owner.username, 'another admin password')).status).toBe(200);
  });
});

describeEachDriver('a database seeded with the published demo password before issue 31', (driver) => {
  const context = useSeededApp(driver);
  const admin = demoAccounts.find((account) => account.kind === 'admin')!;

  it('keeps it in development, gives the opted-in password elsewhere, or none without the opt-in', async () => {
    expect(await replacePublishedDemoPassword(context.db, DEVELOPMENT_SEED)).toBe(0);
    expect((await login(context.app, admin.username, DEMO_PASSWORD)).status).toBe(200);

    expect(await replacePublishedDemoPassword(context.db, { demoAccounts: true, password: OWN_PASSWORD })).toBe(
      demoAccounts.length,
    );
    expect((await login(context.app, admin.username, DEMO_PASSWORD)).status).toBe(422);
    expect((await login(context.app, admin.username, OWN_PASSWORD)).status).toBe(200);

    await context.db.query('UPDATE user_logins SET password_hash = $1 WHERE user_id = $2', [
      DEMO_PASSWORD_HASH,
      admin.id,
    ]);
    expect(await replacePublishedDemoPassword(context.db, { demoAccounts: false })).toBe(1);
    expect((await login(context.app, admin.username, DEMO_PASSWORD)).status).toBe(422);
  });
});
