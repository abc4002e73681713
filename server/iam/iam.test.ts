import { describe, expect, it } from 'vitest';
import { createAccessTokenSigner, DEVELOPMENT_TOKEN_SECRET } from '../auth/access-token';
import { hashSecretToken } from '../auth/secret-tokens';
import { DEMO_ORG_ID, DEMO_PASSWORD_HASH, DEMO_PIN, DEMO_PIN_HASH, demoEmail } from '../seed/demo-logins';
import { antiBot, bearerOf, callIam, login, newAddress } from '../testing/iam-calls';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { ANTI_BOT_HEADER } from './anti-bot';
import { DEMO_PASSWORD } from './demo-password';
import { verifyPassword } from './passwords';
import { devSocialToken } from './social-verifier';

const signer = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET);
const call = callIam;

const claims = (token: unknown) => signer.verify(String(token));

describe('demo credentials', () => {
  it('hash the documented password and PIN', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(DEMO_PIN, DEMO_PIN_HASH)).toBe(true);
    expect(await verifyPassword('wrong', DEMO_PASSWORD_HASH)).toBe(false);
  });
});

describeEachDriver('identity service', (driver) => {
  const context = useSeededApp(driver);

  describe('password login', () => {
    it('signs a demo account in by username or e-mail: access token with sub and uuid, and a refresh token', async () => {
      const byName = await login(context.app, 'demo_buyer', DEMO_PASSWORD);
      expect(byName.status).toBe(200);
      expect(claims(byName.body.data?.access_token)).toMatchObject({
        sub: '1001',
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(claims(byName.body.data?.access_token)).not.toHaveProperty('org_id');
      expect(byName.body.data?.refresh_token).toEqual(expect.any(String));
      const byEmail = await login(context.app, demoEmail('DEMO_BUYER').toUpperCase(), DEMO_PASSWORD);
      expect(claims(byEmail.body.data?.access_token)?.sub).toBe('1001');
    });

    it('puts org_id in the token of an organisation user', async () => {
      const answer = await login(context.app, 'demo_org', DEMO_PASSWORD);
      expect(claims(answer.body.data?.access_token)).toMatchObject({ sub: '1005', org_id: DEMO_ORG_ID });
    });

    it('answers an unknown account and a wrong password alike', async () => {
      const unknown = await login(context.app, 'nobody_here', DEMO_PASSWORD);
      const wrong = await login(context.app, 'demo_seller', 'not-the-password');
      expect(unknown).toEqual(wrong);
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors?.[0]).toMatchObject({
        code: 'invalid_credentials',
        message: 'Incorrect username, email or password',
      });
    });

    it('refuses a call without a valid anti-bot token for the action', async () => {
      const body = {
        grant_type: 'client_credentials',
        username_or_email: 'demo_buyer',
        password: DEMO_PASSWORD,
        client_id: 'c1',
      };
      const missing = await call(context.app, 'POST', '/iam/v1/auth/token', body);
      expect(missing.status).toBe(403);
      expect(missing.body.errors?.[0]?.code).toBe('anti_bot_failed');
      const otherAction = await call(context.app, 'POST', '/iam/v1/auth/token', body, {
        ...(await antiBot(context.app, 'register')),
        'x-forwarded-for': newAddress(),
      });
      expect(otherAction.status).toBe(403);
      const forged = await call(context.app, 'POST', '/iam/v1/auth/token', body, {
        [ANTI_BOT_HEADER]: 'login.9999999999.x.c2ln',
      });
      expect(forged.status).toBe(403);
    });

    it('limits failures to 5 per account from one address (then even the right password waits there) and 20 per address', async () => {
      const address = newAddress();
      for (let attempt = 0; attempt < 5; attempt++)
        expect((await login(context.app, 'demo_vacation', 'wrong-password', address)).status).toBe(422);
      const locked = await login(context.app, 'demo_vacation', DEMO_PASSWORD, address);
      expect(locked.status).toBe(429);
      expect(locked.body.errors?.[0]?.code).toBe('rate_limited');
      expect((await login(context.app, 'demo_vacation', DEMO_PASSWORD)).status).toBe(200);

      const crowded = newAddress();
      for (let attempt = 0; attempt < 20; attempt++)
        await login(context.app, `someone_${attempt}`, 'wrong-password', crowded);
      expect((await login(context.app, 'demo_pro', DEMO_PASSWORD, crowded)).status).toBe(429);
      expect((await login(context.app, 'demo_pro', DEMO_PASSWORD)).status).toBe(200);
    });
  });

  describe('PIN challenge', () => {
    const challenge = async () => {
      const answer = await login(context.app, 'demo_2fa', DEMO_PASSWORD);
      expect(answer.body.data).not.toHaveProperty('access_token');
      expect(answer.body.meta).toEqual({ challenge: { type: 'pin', expires_in: 300 } });
      return answer.body.data!.challenge_token as string;
    };
    const answer = (token: string, pin: string) =>
      call(context.app, 'POST', '/iam/v1/auth/token/challenge', { pin, client_id: 'c1' }, bearerOf(token));

    it('gives tokens for the right PIN, once', async () => {
      const token = await challenge();
      const wrong = await answer(token, '000000');
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors?.[0]).toMatchObject({ code: 'invalid_pin', field: 'pin' });
      const right = await answer(token, DEMO_PIN);
      expect(right.status).toBe(200);
      expect(claims(right.body.data?.access_token)?.sub).toBe('1008');
      expect((await answer(token, DEMO_PIN)).body.errors?.[0]?.code).toBe('challenge_expired');
    });

    it('closes after 5 wrong PINs, and refuses a made-up challenge token', async () => {
      const token = await challenge();
      for (let attempt = 0; attempt < 5; attempt++) await answer(token, '111111');
      expect((await answer(token, DEMO_PIN)).body.errors?.[0]?.code).toBe('challenge_expired');
      expect((await answer('made-up', DEMO_PIN)).status).toBe(400);
      expect((await answer(token, 'abc')).body.errors?.[0]?.field).toBe('pin');
    });
  });

  describe('refresh', () => {
    const refresh = (token: unknown) =>
      call(context.app, 'POST', '/iam/v1/auth/token', { grant_type: 'refresh_token', token, client_id: 'c1' });

    it('rotates the refresh token on use; reusing an old one revokes the whole family', async () => {
      const first = (await login(context.app, 'demo_seller', DEMO_PASSWORD)).body.data!;
      const second = await refresh(first.refresh_token);
      expect(second.status).toBe(200);
      expect(second.body.data?.refresh_token).not.toBe(first.refresh_token);
      expect(claims(second.body.data?.access_token)?.sub).toBe('1002');

      // Past the grace for concurrent refreshes (the token was used a minute ago):
      await context.db.query(
        "UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL",
      );
      const reused = await refresh(first.refresh_token);
      expect(reused.status).toBe(400);
      expect(reused.body.errors?.[0]?.code).toBe('invalid_grant');
      // The thief's reuse also killed the rotated token of the real session.
      expect((await refresh(second.body.data?.refresh_token)).status).toBe(400);
    });

    it('answers the same pair to the same client refreshing twice at once (two tabs, or the server render and the page), but not to another client', async () => {
      const first = (await login(context.app, 'demo_seller', DEMO_PASSWORD)).body.data!;
      const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body.data).toEqual(a.body.data);
      const late = await refresh(first.refresh_token);
      expect(late.body.data).toEqual(a.body.data);
      const family = await context.db.query(
        'SELECT 1 FROM refresh_tokens WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)',
        [hashSecretToken(String(first.refresh_token))],
      );
      expect(family).toHaveLength(2);
      expect((await refresh(a.body.data?.refresh_token)).status).toBe(200);

      const other = (await login(context.app, 'demo_seller', DEMO_PASSWORD)).body.data!;
      expect((await refresh(other.refresh_token)).status).toBe(200);
      const stolen = await call(context.app, 'POST', '/iam/v1/auth/token', {
        grant_type: 'refresh_token',
        token: other.refresh_token,
        client_id: 'elsewhere',
      });
      expect(stolen.status).toBe(400);
    });

    it('logout revokes the session’s refresh tokens', async () => {
      const tokens = (await login(context.app, 'demo_seller', DEMO_PASSWORD)).body.data!;
      const logout = await call(context.app, 'POST', '/iam/v1/auth/logout', { refresh_token: tokens.refresh_token });
      expect(logout.status).toBe(200);
      expect((await refresh(tokens.refresh_token)).body.errors?.[0]?.code).toBe('invalid_grant');
      expect((await call(context.app, 'POST', '/iam/v1/auth/logout', {})).status).toBe(400);
    });

    it('refuses unknown tokens', async () => {
      expect((await refresh('never-issued')).body.errors?.[0]?.code).toBe('invalid_grant');
    });
  });

  describe('register', () => {
    const register = async (body: Record<string, unknown>) =>
      call(
        context.app,
        'POST',
        '/iam/v1/auth/user',
        { client_id: 'c1', agree_with_policy: true, source: 'web', ...body },
        { ...(await antiBot(context.app, 'register')), 'x-forwarded-for': newAddress() },
      );

    it('creates the account, answers tokens in meta.authorization, and the new password signs in', async () => {
      const created = await register({
        email: 'new.skater@example.com',
        username: 'new_skater',
        password: 'long enough pw',
        referral_code: 'FRIEND5',
      });
      expect(created.status).toBe(201);
      const tokens = (created.body.meta?.authorization ?? {}) as Record<string, string>;
      expect(claims(tokens.access_token)?.uuid).toBe(created.body.data?.uuid);
      expect((await login(context.app, 'new.skater@example.com', 'long enough pw')).status).toBe(200);
      const [row] = await context.db.query<{ referral_code: string; password_hash: string }>(
        "SELECT referral_code, password_hash FROM user_logins WHERE email = 'new.skater@example.com'",
      );
      expect(row?.referral_code).toBe('FRIEND5');
      expect(row?.password_hash).toMatch(/^scrypt\$/);
      expect(row?.password_hash).not.toContain('long enough pw');
    });

    it('keeps e-mail addresses and usernames unique, whatever their case', async () => {
      const email = await register({
        email: demoEmail('DEMO_BUYER'),
        username: 'fresh_name',
        password: 'long enough pw',
      });
      expect(email.status).toBe(409);
      expect(email.body.errors?.[0]).toMatchObject({ field: 'email', code: 'taken' });
      const username = await register({
        email: 'fresh@example.com',
        username: 'Demo_Buyer',
        password: 'long enough pw',
      });
      expect(username.body.errors?.[0]).toMatchObject({ field: 'username', code: 'taken' });
      expect(await context.db.query("SELECT 1 FROM user_logins WHERE email = 'fresh@example.com'")).toHaveLength(0);
    });

    it.each([
      'items',
      'Settings',
      'shop',
      'login',
      'swaps',
      'locker',
      'feed',
      'cart',
      'search',
      'admin',
      'api',
      'media',
      'assets',
      'iam',
    ])('refuses the username %s, a route of the site', async (username) => {
      const answer = await register({
        email: `${username.toLowerCase()}@example.com`,
        username,
        password: 'long enough pw',
      });
      expect([answer.status, answer.body.errors]).toEqual([
        400,
        [{ message: 'This username is taken by a page of the site', code: 'invalid', field: 'username' }],
      ]);
    });

    it.each([
      [{}, 'email'],
      [{ email: 'not-an-email', username: 'ok_name', password: 'long enough pw' }, 'email'],
      [{ email: 'a@example.com', username: "x'; DROP TABLE users; --", password: 'long enough pw' }, 'username'],
      [{ email: 'a@example.com', username: 'ok_name', password: 'short' }, 'password'],
      [{ email: 'a@example.com', username: 'ok_name', password: 12345678 }, 'password'],
      [
        { email: 'a@example.com', username: 'ok_name', password: 'long enough pw', agree_with_policy: false },
        'agree_with_policy',
      ],
      [{ email: 'a@example.com', username: 'ok_name' }, 'password'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const answer = await register(body);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.map((error) => error.field)).toContain(field);
    });

    it('answers 400 to bodies that are not JSON and 413 to huge ones, never 5xx', async () => {
      const headers = { ...(await antiBot(context.app, 'register')), 'x-forwarded-for': newAddress() };
      expect((await call(context.app, 'POST', '/iam/v1/auth/user', '{"email":', headers)).status).toBe(400);
      const huge = await call(
        context.app,
        'POST',
        '/iam/v1/auth/user',
        JSON.stringify({ email: 'x'.repeat(40_000) }),
        headers,
      );
      expect(huge.status).toBe(413);
      expect((await call(context.app, 'POST', '/iam/v1/auth/token', { grant_type: 'magic' })).status).toBe(400);
      expect((await call(context.app, 'POST', '/iam/v1/auth/token', [1, 2])).status).toBe(400);
    });
  });

  describe('social sign-in', () => {
    const social = async (grant_type: string, token: string, extra: Record<string, unknown> = {}) =>
      call(
        context.app,
        'POST',
        '/iam/v1/auth/token',
        { grant_type, token, client_id: 'c1', referral_code: null, ...extra },
        await antiBot(context.app, 'social_auth'),
      );

    it('tells a new social user from one whose e-mail has an account', async () => {
      const fresh = await social('GOOGLE_TOKEN', devSocialToken('g-new', 'brand.new@example.com'));
      expect(fresh.status).toBe(422);
      expect(fresh.body.errors?.[0]?.code).toBe('LINK_ACCOUNT_NO_LINKED_USER');
      expect(fresh.body.meta).toEqual({ email: 'brand.new@example.com', provider: 'GOOGLE' });
      const matched = await social('facebook_token', devSocialToken('f-1', demoEmail('demo_pro')));
      expect(matched.body.errors?.[0]?.code).toBe('LINK_ACCOUNT_EMAIL_MATCHED_USER');
    });

    it('needs an authorization code for Apple and refuses tokens the provider does not vouch for', async () => {
      const noCode = await social('APPLE_TOKEN', devSocialToken('a-1', null));
      expect(noCode.body.errors?.[0]).toMatchObject({
        message: 'No authorization code provided',
        field: 'authorization_code',
      });
      expect((await social('GOOGLE_TOKEN', 'forged')).body.errors?.[0]?.code).toBe('invalid_social_token');
      expect((await social('TWITTER_TOKEN', 'x')).status).toBe(400);
    });

    it('registers a social new user without a password, then signs them in with the provider', async () => {
      const token = devSocialToken('a-77', 'apple.person@example.com');
      const created = await call(
        context.app,
        'POST',
        '/iam/v1/auth/user',
        {
          email: 'apple.person@example.com',
          username: 'apple_person',
          client_id: 'c1',
          agree_with_policy: true,
          social: { grant_type: 'APPLE_TOKEN', token, authorization_code: 'code' },
        },
        { ...(await antiBot(context.app, 'register')), 'x-forwarded-for': newAddress() },
      );
      expect(created.status).toBe(201);
      const signedIn = await social('APPLE_TOKEN', token, {
        authorization_code: 'code',
        redirect_url: 'http://x/register/apple',
      });
      expect(claims(signedIn.body.data?.access_token)?.uuid).toBe(created.body.data?.uuid);
    });

    it('links all three providers to the signed-in user; the web unlinks only Google', async () => {
      const tokens = (await login(context.app, 'demo_admin', DEMO_PASSWORD)).body.data!;
      const uuid = claims(tokens.access_token)!.uuid;
      const auth = { ...bearerOf(tokens.access_token), 'x-ks-client-type': 'WEB' };
      for (const [account_type, extra] of [
        ['GOOGLE', {}],
        ['FACEBOOK', {}],
        ['APPLE', { authorization_code: 'c' }],
      ] as const) {
        const linked = await call(
          context.app,
          'POST',
          `/iam/v1/auth/user/${uuid}/link`,
          { account_type, access_token: devSocialToken(`admin-${account_type}`, null), ...extra },
          auth,
        );
        expect(linked.status).toBe(201);
      }
      expect((await social('facebook_token', devSocialToken('admin-FACEBOOK', null))).status).toBe(200);
      const facebook = await call(
        context.app,
        'DELETE',
        `/iam/v1/auth/user/${uuid}/link`,
        { account_id: 'admin-FACEBOOK', account_type: 'FACEBOOK' },
        auth,
      );
      expect(facebook.status).toBe(403);
      const google = await call(
        context.app,
        'DELETE',
        `/iam/v1/auth/user/${uuid}/link`,
        { account_id: 'admin-GOOGLE', account_type: 'GOOGLE' },
        auth,
      );
      expect(google.status).toBe(200);
      expect((await social('GOOGLE_TOKEN', devSocialToken('admin-GOOGLE', null))).body.errors?.[0]?.code).toBe(
        'LINK_ACCOUNT_NO_LINKED_USER',
      );
      const otherUser = await call(
        context.app,
        'POST',
        `/iam/v1/auth/user/00000000-0000-0000-0000-000000000000/link`,
        { account_type: 'GOOGLE', access_token: 'x' },
        auth,
      );
      expect(otherUser.status).toBe(403);
      expect(
        (
          await call(context.app, 'POST', `/iam/v1/auth/user/${uuid}/link`, {
            account_type: 'GOOGLE',
            access_token: 'x',
          })
        ).status,
      ).toBe(401);
    });
  });

  describe('account calls with an access token', () => {
    it('changes the password only with the current one, ends every other session and answers a fresh pair', async () => {
      const created = await call(
        context.app,
        'POST',
        '/iam/v1/auth/user',
        {
          email: 'changer@example.com',
          username: 'pw_changer',
          password: 'first password',
          client_id: 'c1',
          agree_with_policy: true,
        },
        { ...(await antiBot(context.app, 'register')), 'x-forwarded-for': newAddress() },
      );
      const first = created.body.meta?.authorization as Record<string, string>;
      const other = (await login(context.app, 'pw_changer', 'first password')).body.data!;
      const auth = bearerOf(first.access_token);
      const change = (body: Record<string, unknown>, address = '10.7.7.7') =>
        call(context.app, 'POST', '/iam/v1/auth/user/password', body, { ...auth, 'x-forwarded-for': address });

      expect((await change({ current_password: 'first password', new_password: 'short' })).status).toBe(400);
      const missing = await change({ new_password: 'second password' });
      expect([missing.status, missing.body.errors?.[0]?.field]).toEqual([400, 'current_password']);
      const wrong = await change({ current_password: 'not it at all', new_password: 'second password' });
      expect([wrong.status, wrong.body.errors?.[0]]).toEqual([
        422,
        { message: 'Your current password is not right', code: 'invalid_credentials', field: 'current_password' },
      ]);

      const changed = await change({ current_password: 'first password', new_password: 'second password' });
      expect([changed.status, changed.body.data]).toEqual([200, { updated: true }]);
      const fresh = changed.body.meta?.authorization as Record<string, string>;
      expect(claims(fresh.access_token)?.uuid).toBe(created.body.data?.uuid);
      for (const ended of [first.refresh_token, other.refresh_token]) {
        expect(
          (
            await call(context.app, 'POST', '/iam/v1/auth/token', {
              grant_type: 'refresh_token',
              token: ended,
              client_id: 'c1',
            })
          ).status,
        ).toBe(400);
      }
      expect(
        (
          await call(context.app, 'POST', '/iam/v1/auth/token', {
            grant_type: 'refresh_token',
            token: fresh.refresh_token,
            client_id: 'c1',
          })
        ).status,
      ).toBe(200);
      expect((await login(context.app, 'pw_changer', 'first password')).status).toBe(422);
      expect((await login(context.app, 'pw_changer', 'second password')).status).toBe(200);

      // Wrong current passwords count like failed sign-ins of the account from that address.
      const address = newAddress();
      for (let attempt = 0; attempt < 4; attempt++)
        expect((await change({ current_password: 'guess', new_password: 'third password' }, address)).status).toBe(422);
      expect((await login(context.app, 'pw_changer', 'wrong again', address)).status).toBe(422);
      expect(
        (await change({ current_password: 'second password', new_password: 'third password' }, address)).status,
      ).toBe(429);

      const verify = await call(context.app, 'POST', '/iam/v1/auth/user/verify', {}, auth);
      expect(verify.body.data).toEqual({ email: 'changer@example.com', email_verified: false, sent: true });
      expect((await call(context.app, 'POST', '/iam/v1/auth/user/verify', {})).status).toBe(401);
    });

    it('says whether an e-mail address is free', async () => {
      const taken = await call(context.app, 'POST', '/iam/v1/verify/email', {
        email: demoEmail('demo_buyer'),
        grant_type: 'email_address',
      });
      expect(taken.body.data).toEqual({ email: demoEmail('demo_buyer'), available: false });
      const bad = await call(context.app, 'POST', '/iam/v1/verify/email', {
        email: 'nope',
        grant_type: 'email_address',
      });
      expect(bad.body.errors?.[0]).toMatchObject({ field: 'email', message: 'Enter a valid email' });
    });
  });
});
