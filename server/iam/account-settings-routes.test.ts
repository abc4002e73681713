import { expect, it, onTestFinished } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { userConfigurationSchema } from '../../schemas/entities/chrome';
import { accountSettingsSchema } from '../../schemas/requests/account-settings';
import { hashSecretToken } from '../auth/secret-tokens';
import { demoEmail } from '../seed/demo-logins';
import { antiBot, callIam, newAddress } from '../testing/iam-calls';
import { insertPhoto, uploadUrlOf } from '../testing/listings';
import { requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { DEMO_PASSWORD } from './demo-password';

const BUYER = 1001;
const SELLER = 1002;
const PRO = 1003;
const ADMIN = 1004;
const RESTRICTED = 1006;
const VACATION = 1007;
const UNVERIFIED = 1009;

describeEachDriver('My Settings (/v1/account/…)', (driver) => {
  const context = useSeededApp(driver);
  const call = (method: string, path: string, userId: number | null, body?: unknown) =>
    requestAs(context.app, method, path, userId, body);
  const settingsOf = (body: unknown) => accountSettingsSchema.parse((body as { data: unknown }).data);
  const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0]!;

  it('answers the settings of the caller only, and asks a guest to sign in', async () => {
    const { status, body } = await call('GET', '/v1/account/settings', BUYER);
    expect(status).toBe(200);
    expect(settingsOf(body)).toEqual({
      username: 'demo_buyer',
      avatar_url: `/media/avatars/${BUYER}.svg`,
      avatar_uploaded: false,
      email: demoEmail('demo_buyer'),
      email_verified: true,
      pending_email: null,
      phone_verified: expect.any(Boolean),
      has_password: true,
      ship_days: expect.any(Number),
    });
    expect((await call('GET', '/v1/account/settings', null)).status).toBe(401);
  });

  it("takes the caller's own loose photo as the avatar, which user_configuration then shows; refuses others'", async () => {
    const mine = await insertPhoto(context.db, SELLER);
    const theirs = await insertPhoto(context.db, BUYER);
    const set = await call('PUT', '/v1/account/avatar', SELLER, { image_id: mine });
    const avatar = await uploadUrlOf(context.db, mine, 'small');
    expect([set.status, settingsOf(set.body).avatar_url]).toEqual([200, avatar]);
    const configuration = await call('GET', '/v1/user_configuration', SELLER);
    expect(userConfigurationSchema.parse((configuration.body as { data: unknown }).data).avatar_url).toBe(avatar);
    const other = await call('PUT', '/v1/account/avatar', SELLER, { image_id: theirs });
    expect([other.status, errorOf(other.body).field]).toEqual([404, 'image_id']);
    expect((await call('PUT', '/v1/account/avatar', SELLER, { image_id: 'x' })).status).toBe(400);
    // The day-old cleanup of loose photos keeps an avatar.
    await context.db.query("UPDATE uploaded_images SET created_at = now() - interval '2 days' WHERE id = $1", [mine]);
    const { deleteLoosePhotos } = await import('../images/uploads');
    await deleteLoosePhotos(context.db);
    expect(await context.db.query('SELECT 1 FROM uploaded_images WHERE id = $1', [mine])).toHaveLength(1);
    const cleared = await call('DELETE', '/v1/account/avatar', SELLER);
    expect(settingsOf(cleared.body)).toMatchObject({
      avatar_url: `/media/avatars/${SELLER}.svg`,
      avatar_uploaded: false,
    });
  });

  it('changes the username by the registration rules: reserved, malformed and taken names are refused', async () => {
    const taken = await call('PUT', '/v1/account/username', PRO, { username: 'DEMO_BUYER' });
    expect([taken.status, errorOf(taken.body)]).toMatchObject([422, { code: 'taken', field: 'username' }]);
    for (const username of ['settings', 'ab', 'has space'])
      expect((await call('PUT', '/v1/account/username', PRO, { username })).status).toBe(400);
    const changed = await call('PUT', '/v1/account/username', PRO, { username: 'pro_renamed' });
    expect([changed.status, settingsOf(changed.body).username]).toEqual([200, 'pro_renamed']);
    // Changing only the case of one's own name is allowed.
    const recased = await call('PUT', '/v1/account/username', PRO, { username: 'Pro_Renamed' });
    expect(settingsOf(recased.body).username).toBe('Pro_Renamed');
  });

  it('keeps a new e-mail pending until the mailed link is opened by its owner; the password proves the owner', async () => {
    const wrong = await call('PUT', '/v1/account/email', ADMIN, { email: 'new@x.test', current_password: 'nope-nope' });
    expect([wrong.status, errorOf(wrong.body).field]).toEqual([422, 'current_password']);
    const missing = await call('PUT', '/v1/account/email', ADMIN, { email: 'new@x.test' });
    expect([missing.status, errorOf(missing.body).field]).toEqual([422, 'current_password']);
    const taken = await call('PUT', '/v1/account/email', ADMIN, {
      email: demoEmail('demo_buyer'),
      current_password: DEMO_PASSWORD,
    });
    expect([taken.status, errorOf(taken.body)]).toMatchObject([422, { code: 'taken', field: 'email' }]);

    const asked = await call('PUT', '/v1/account/email', ADMIN, {
      email: 'Admin.New@x.test',
      current_password: DEMO_PASSWORD,
    });
    expect(asked.status).toBe(202);
    expect(settingsOf(asked.body)).toMatchObject({
      email: demoEmail('demo_admin'),
      email_verified: true,
      pending_email: 'Admin.New@x.test',
    });
    const [mail] = await context.db.query<{ to_address: string; body: string }>(
      "SELECT to_address, body FROM notice_outbox WHERE user_id = $1 AND event = 'email_change'",
      [ADMIN],
    );
    expect(mail!.to_address).toBe('Admin.New@x.test');
    const token = decodeURIComponent(/email_token=([^\s&]+)/.exec(mail!.body)![1]!);
    const [stored] = await context.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM email_changes WHERE user_id = $1',
      [ADMIN],
    );
    expect(stored!.token_hash).toBe(hashSecretToken(token));

    // Another signed-in user cannot spend it; a wrong token neither.
    expect((await call('POST', '/v1/account/email/verify', BUYER, { token })).status).toBe(422);
    expect((await call('POST', '/v1/account/email/verify', ADMIN, { token: 'wrong' })).status).toBe(422);
    const verified = await call('POST', '/v1/account/email/verify', ADMIN, { token });
    expect(settingsOf(verified.body)).toMatchObject({
      email: 'Admin.New@x.test',
      email_verified: true,
      pending_email: null,
    });
    expect((await call('POST', '/v1/account/email/verify', ADMIN, { token })).status).toBe(422);
  });

  it('stores ship days of 1 to 5 business days only', async () => {
    const set = await call('PUT', '/v1/account/ship_days', VACATION, { ship_days: 2 });
    expect([set.status, settingsOf(set.body).ship_days]).toEqual([200, 2]);
    for (const ship_days of [0, 6, 2.5, '3'])
      expect((await call('PUT', '/v1/account/ship_days', VACATION, { ship_days })).status).toBe(400);
  });

  it('deletes an account only with its username typed and its password, anonymising it and ending its sign-in', async () => {
    const mismatch = await call('DELETE', '/v1/account', UNVERIFIED, {
      confirm_username: 'someone_else',
      current_password: DEMO_PASSWORD,
    });
    expect([mismatch.status, errorOf(mismatch.body).field]).toEqual([422, 'confirm_username']);
    const wrong = await call('DELETE', '/v1/account', UNVERIFIED, {
      confirm_username: 'demo_unverified',
      current_password: 'not-it-at-all',
    });
    expect([wrong.status, errorOf(wrong.body).field]).toEqual([422, 'current_password']);

    const deleted = await call('DELETE', '/v1/account', UNVERIFIED, {
      confirm_username: 'demo_unverified',
      current_password: DEMO_PASSWORD,
    });
    expect(deleted).toEqual({ status: 200, body: { data: { deleted: true } } });
    const [user] = await context.db.query<{ username: string; deleted: boolean }>(
      'SELECT username, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1',
      [UNVERIFIED],
    );
    expect(user).toEqual({ username: `deleted-${UNVERIFIED}`, deleted: true });
    expect(await context.db.query('SELECT 1 FROM user_logins WHERE user_id = $1', [UNVERIFIED])).toHaveLength(0);
    // Its access token, alive until it expires, changes nothing any more.
    expect((await call('GET', '/v1/account/settings', UNVERIFIED)).status).toBe(404);
    expect((await call('PUT', '/v1/account/username', UNVERIFIED, { username: 'back_again' })).status).not.toBe(200);
    expect(await context.db.query("SELECT 1 FROM users WHERE username = 'back_again'")).toHaveLength(0);
    expect(
      await context.db.query("SELECT 1 FROM items WHERE seller_id = $1 AND state IN ('available', 'draft')", [
        UNVERIFIED,
      ]),
    ).toHaveLength(0);
    const signIn = await requestJson(context.app, '/iam/v1/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        username_or_email: 'demo_unverified',
        password: DEMO_PASSWORD,
        client_id: 'web',
      }),
    });
    expect(signIn.status).not.toBe(200);
  });

  /** A new account registered through the identity service, with its id. */
  const registerAccount = async (username: string): Promise<number> => {
    const created = await callIam(
      context.app,
      'POST',
      '/iam/v1/auth/user',
      { email: `${username}@example.com`, username, password: DEMO_PASSWORD, client_id: 'c1', agree_with_policy: true },
      { ...(await antiBot(context.app, 'register')), 'x-forwarded-for': newAddress() },
    );
    expect(created.status).toBe(201);
    const [user] = await context.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
    return user!.id;
  };
  const deleteOwn = (userId: number, username: string) =>
    call('DELETE', '/v1/account', userId, { confirm_username: username, current_password: DEMO_PASSWORD });

  it('verifies the sign-in address by a mailed link; asking again once it is verified is 409', async () => {
    // A new account, unverified as it registers: the deletion test deletes demo_unverified.
    const username = 'to_verify';
    const unverified = await registerAccount(username);
    const address = `${username}@example.com`;
    const asked = await call('POST', '/v1/account/email/verification', unverified);
    expect(asked.status).toBe(202);
    expect(settingsOf(asked.body)).toMatchObject({
      email: address,
      email_verified: false,
      pending_email: address,
    });
    const [mail] = await context.db.query<{ to_address: string; subject: string; body: string }>(
      "SELECT to_address, subject, body FROM notice_outbox WHERE user_id = $1 AND event = 'email_change'",
      [unverified],
    );
    expect([mail!.to_address, mail!.subject]).toEqual([address, 'Verify your Kitswap email address']);
    const token = decodeURIComponent(/email_token=([^\s&]+)/.exec(mail!.body)![1]!);
    const verified = await call('POST', '/v1/account/email/verify', unverified, { token });
    expect(settingsOf(verified.body)).toMatchObject({ email_verified: true, pending_email: null });
    const again = await call('POST', '/v1/account/email/verification', unverified);
    expect([again.status, errorOf(again.body)]).toEqual([
      409,
      { message: 'Your email address is verified already', code: 'already_verified' },
    ]);
    expect((await call('POST', '/v1/account/email/verification', null)).status).toBe(401);
  });

  // Issue 31 item 7: anyone could take 'deleted_{id}' first, and the victim's deletion then answered 500.
  it('renames a deleted account to a name no one can register, and deletes it even if its old name was taken', async () => {
    const registerAs = async (username: string) =>
      callIam(
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
    for (const username of ['deleted_123', 'Deleted_9']) {
      const refused = await registerAs(username);
      expect([refused.status, refused.body.errors?.[0]]).toEqual([
        400,
        { message: 'This username is taken by a page of the site', code: 'invalid', field: 'username' },
      ]);
      expect((await call('PUT', '/v1/account/username', BUYER, { username })).status).toBe(400);
    }
    // Just outside the pattern: a name that only starts like it is anyone's.
    expect((await registerAs('deleted_fan')).status).toBe(201);

    const victim = await registerAccount('about_to_go');
    // Both the old and the new name of its deletion exist already (written by hand: no registration can).
    await context.db.query('INSERT INTO users (username, joined_at) VALUES ($1, now()), ($2, now())', [
      `deleted_${victim}`,
      `deleted-${victim}`,
    ]);
    const deleted = await deleteOwn(victim, 'about_to_go');
    expect(deleted).toEqual({ status: 200, body: { data: { deleted: true } } });
    const [user] = await context.db.query<{ username: string }>(
      'SELECT username FROM users WHERE id = $1 AND deleted_at IS NOT NULL',
      [victim],
    );
    expect(user!.username).toMatch(new RegExp(`^deleted-${victim}-[0-9a-f]{8}$`));
  });

  // Issue 31 (low): the deleted account's access token, alive for up to 15 minutes, kept writing.
  it("answers 401 to a write with a deleted account's access token; reads stay token-only", async () => {
    const userId = await registerAccount('short_lived');
    expect((await call('PUT', '/v1/account/ship_days', userId, { ship_days: 2 })).status).toBe(200);
    expect((await deleteOwn(userId, 'short_lived')).status).toBe(200);
    for (const [method, path, body] of [
      ['PUT', '/v1/account/ship_days', { ship_days: 3 }],
      ['POST', '/v1/addresses', {}],
      ['DELETE', '/v1/account', { confirm_username: 'short_lived', current_password: DEMO_PASSWORD }],
    ] as const) {
      const answer = await call(method, path, userId, body);
      expect([path, answer]).toEqual([
        path,
        { status: 401, body: { errors: [{ message: 'Unauthorized', code: 'unauthorized' }] } },
      ]);
    }
    // Reads stay token-only (the route itself answers the account gone); a live account's writes go on.
    expect((await call('GET', '/v1/account/settings', userId)).status).toBe(404);
    expect((await call('PUT', '/v1/account/ship_days', BUYER, { ship_days: 2 })).status).toBe(200);
  });

  it('refuses to delete an account with a swap under way', async () => {
    const [swap] = await context.db.query<{ id: number; buyer_id: number; stage: string }>(
      `UPDATE swaps s SET stage = 'shipped' FROM swaps was
       WHERE s.id = (SELECT min(id) FROM swaps) AND was.id = s.id RETURNING s.id, s.buyer_id, was.stage`,
    );
    const [buyer] = await context.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
      swap!.buyer_id,
    ]);
    // A seeded account without a password proves itself by its session. The swap and the password are put back.
    const [login] = await context.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM user_logins WHERE user_id = $1',
      [swap!.buyer_id],
    );
    onTestFinished(async () => {
      await context.db.query('UPDATE swaps SET stage = $2 WHERE id = $1', [swap!.id, swap!.stage]);
      await context.db.query('UPDATE user_logins SET password_hash = $2 WHERE user_id = $1', [
        swap!.buyer_id,
        login?.password_hash ?? null,
      ]);
    });
    await context.db.query('UPDATE user_logins SET password_hash = NULL WHERE user_id = $1', [swap!.buyer_id]);
    const refused = await call('DELETE', '/v1/account', swap!.buyer_id, { confirm_username: buyer!.username });
    expect([refused.status, errorOf(refused.body).code]).toEqual([409, 'swaps_in_progress']);
    expect(
      await context.db.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [swap!.buyer_id]),
    ).toHaveLength(1);
  });

  it('lifts a restriction in one step only when the server offers unrestrict, and only once', async () => {
    const offered = await call('GET', '/v1/user_configuration', RESTRICTED);
    expect((offered.body as { data: { actions: string[] } }).data.actions).toEqual(['unrestrict']);
    expect((await call('POST', '/v1/account/unrestrict', RESTRICTED, {})).status).toBe(400);
    const lifted = await call('POST', '/v1/account/unrestrict', RESTRICTED, { accept_policies: true });
    expect(lifted).toEqual({ status: 200, body: { data: { restricted: false } } });
    const after = await call('GET', '/v1/user_configuration', RESTRICTED);
    expect((after.body as { data: { restricted: boolean; actions: string[] } }).data).toMatchObject({
      restricted: false,
      actions: [],
    });
    const again = await call('POST', '/v1/account/unrestrict', RESTRICTED, { accept_policies: true });
    expect([again.status, errorOf(again.body).code]).toEqual([409, 'not_restricted']);
    // A restriction only Support lifts.
    await context.db.query(
      `INSERT INTO user_configurations (user_id, restricted, can_self_unrestrict) VALUES ($1, true, false)
       ON CONFLICT (user_id) DO UPDATE SET restricted = true, can_self_unrestrict = false`,
      [BUYER],
    );
    const support = await call('POST', '/v1/account/unrestrict', BUYER, { accept_policies: true });
    expect([support.status, errorOf(support.body).code]).toEqual([403, 'forbidden']);
  });
});
