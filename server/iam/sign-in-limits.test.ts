import { expect, it } from 'vitest';
import { DEMO_PIN, DEMO_PIN_HASH } from '../seed/demo-logins';
import { antiBot, bearerOf, callIam, login, newAddress, statusCounts } from '../testing/iam-calls';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { ANTI_BOT_HEADER } from './anti-bot';
import { DEMO_PASSWORD } from './demo-password';

const BURST = 40;
let accountCount = 0;

describeEachDriver('sign-in limits under parallel bursts', (driver) => {
  const context = useSeededApp(driver);

  /** A fresh account signing in with DEMO_PASSWORD (and, with `pin`, owing DEMO_PIN after it). */
  async function newAccount({ pin = false } = {}): Promise<{ username: string; email: string }> {
    const username = `limits_${driver.name}_${++accountCount}`;
    const email = `${username}@example.com`;
    const created = await callIam(
      context.app,
      'POST',
      '/iam/v1/auth/user',
      { email, username, password: DEMO_PASSWORD, client_id: 'c1', agree_with_policy: true },
      await antiBot(context.app, 'register'),
    );
    expect(created.status).toBe(201);
    if (pin)
      await context.db.query('UPDATE user_logins SET pin_hash = $2 WHERE lower(email) = $1', [email, DEMO_PIN_HASH]);
    return { username, email };
  }

  const challengeOf = async (username: string) => {
    const answer = await login(context.app, username, DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    return answer.body.data!.challenge_token as string;
  };
  const answerPin = (token: string, pin: string) =>
    callIam(context.app, 'POST', '/iam/v1/auth/token/challenge', { pin, client_id: 'c1' }, bearerOf(token));

  it(`judges at most 5 of ${BURST} parallel wrong PINs on one challenge`, async () => {
    const { username } = await newAccount({ pin: true });
    const token = await challengeOf(username);
    const answers = await Promise.all(Array.from({ length: BURST }, () => answerPin(token, '000000')));
    expect(statusCounts(answers)[422]).toBeLessThanOrEqual(5);
    expect(answers.every(({ status }) => [422, 400, 429].includes(status))).toBe(true);
    expect((await answerPin(token, DEMO_PIN)).status).not.toBe(200);
  });

  it('counts wrong PINs per account across challenges: a right password buys no fresh tries', async () => {
    const { username } = await newAccount({ pin: true });
    const first = await challengeOf(username);
    for (let attempt = 0; attempt < 3; attempt++) expect((await answerPin(first, '000000')).status).toBe(422);
    const second = await challengeOf(username);
    for (let attempt = 0; attempt < 2; attempt++) expect((await answerPin(second, '000000')).status).toBe(422);
    const locked = await answerPin(await challengeOf(username), DEMO_PIN);
    expect(locked.status).toBe(429);
    expect(locked.body.errors?.[0]).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('PIN') });
  });

  it('a right PIN is not counted as a failure', async () => {
    const { username } = await newAccount({ pin: true });
    for (let round = 0; round < 3; round++) {
      const token = await challengeOf(username);
      expect((await answerPin(token, '000000')).status).toBe(422);
      expect((await answerPin(token, DEMO_PIN)).status).toBe(200);
    }
    // 3 wrong PINs so far: two more are still judged.
    const token = await challengeOf(username);
    expect((await answerPin(token, '000000')).status).toBe(422);
    expect((await answerPin(token, DEMO_PIN)).status).toBe(200);
  });

  it(`judges at most 5 of ${BURST} parallel wrong passwords for one account from one address`, async () => {
    const { username } = await newAccount();
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => login(context.app, username, 'wrong-password', address)),
    );
    expect(statusCounts(answers)).toEqual({ 422: 5, 429: BURST - 5 });
  });

  it(`judges at most 20 of ${BURST} parallel wrong passwords from one address over many accounts`, async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        login(context.app, `nobody_${driver.name}_${index}`, 'wrong-password', address),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 422: 20, 429: BURST - 20 });
  });

  it('counts the username and the e-mail address of one account as one account', async () => {
    const { username, email } = await newAccount();
    const address = newAddress();
    for (const name of [username, email.toUpperCase(), username.toUpperCase(), email, ` ${username} `]) {
      expect((await login(context.app, name, 'wrong-password', address)).status).toBe(422);
    }
    expect((await login(context.app, email, DEMO_PASSWORD, address)).status).toBe(429);
  });

  it('does not let strangers lock a victim out: 5 failures lock that account only from that address', async () => {
    const { username } = await newAccount();
    const stranger = newAddress();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(context.app, username, 'wrong-password', stranger)).status).toBe(422);
    expect((await login(context.app, username, DEMO_PASSWORD, stranger)).status).toBe(429);
    expect((await login(context.app, username, DEMO_PASSWORD, newAddress())).status).toBe(200);
  });

  it('a success clears the failures of that account from that address', async () => {
    const { username } = await newAccount();
    const address = newAddress();
    for (let attempt = 0; attempt < 4; attempt++) await login(context.app, username, 'wrong-password', address);
    expect((await login(context.app, username, DEMO_PASSWORD, address)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await login(context.app, username, 'wrong-password', address)).status).toBe(422);
  });

  it('locks an account for everyone after 50 failures from many addresses', async () => {
    const { username } = await newAccount();
    const addresses = Array.from({ length: 13 }, () => newAddress());
    const answers = await Promise.all(
      addresses.flatMap((address) =>
        Array.from({ length: 4 }, () => login(context.app, username, 'wrong-password', address)),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 422: 50, 429: 2 });
    expect((await login(context.app, username, DEMO_PASSWORD, newAddress())).status).toBe(429);
  });

  it('takes an anti-bot token once', async () => {
    const { username } = await newAccount();
    const headers = { ...(await antiBot(context.app, 'login')), 'x-forwarded-for': newAddress() };
    const body = {
      grant_type: 'client_credentials',
      username_or_email: username,
      password: DEMO_PASSWORD,
      client_id: 'c1',
    };
    expect((await callIam(context.app, 'POST', '/iam/v1/auth/token', body, headers)).status).toBe(200);
    const again = await callIam(context.app, 'POST', '/iam/v1/auth/token', body, headers);
    expect([again.status, again.body.errors?.[0]?.code]).toEqual([403, 'anti_bot_failed']);
    const burst = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const shared = await antiBot(context.app, 'register');
        return Promise.all(
          Array.from({ length: 4 }, (_, index) =>
            callIam(
              context.app,
              'POST',
              '/iam/v1/auth/user',
              { email: 'x@example.com', username: `x_${index}`, client_id: 'c1', agree_with_policy: false },
              shared,
            ),
          ),
        );
      }),
    );
    for (const answers of burst) expect(statusCounts(answers)).toEqual({ 400: 1, 403: 3 });
  });

  it('refuses a used anti-bot token whose signature is spelled another way (base64, padding, unused bits)', async () => {
    const { username } = await newAccount();
    const body = {
      grant_type: 'client_credentials',
      username_or_email: username,
      password: DEMO_PASSWORD,
      client_id: 'c1',
    };
    const signIn = (token: string) =>
      callIam(context.app, 'POST', '/iam/v1/auth/token', body, {
        [ANTI_BOT_HEADER]: token,
        'x-forwarded-for': newAddress(),
      });
    const respell = (token: string, signature: (text: string) => string) => {
      const parts = token.split('.');
      return [...parts.slice(0, 3), signature(parts[3]!)].join('.');
    };
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spellings = [
      // The standard alphabet: '-' → '+', '_' → '/' (the same bytes when the signature has neither).
      (text: string) => text.replaceAll('-', '+').replaceAll('_', '/') + '=',
      // Padding.
      (text: string) => `${text}=`,
      // The last character's 2 unused low bits set: other text, the same 32 bytes.
      (text: string) => text.slice(0, -1) + ALPHABET[ALPHABET.indexOf(text.at(-1)!) | 3]!,
    ];
    for (const spell of spellings) {
      const token = (await antiBot(context.app, 'login'))[ANTI_BOT_HEADER]!;
      const respelled = respell(token, spell);
      expect(respelled).not.toBe(token);
      expect(Buffer.from(respelled.split('.')[3]!, 'base64url')).toEqual(
        Buffer.from(token.split('.')[3]!, 'base64url'),
      );
      expect((await signIn(token)).status).toBe(200);
      const replayed = await signIn(respelled);
      expect([replayed.status, replayed.body.errors?.[0]?.code]).toEqual([403, 'anti_bot_failed']);
    }
    // The other way round: a respelled token used first spends the token as issued.
    const token = (await antiBot(context.app, 'login'))[ANTI_BOT_HEADER]!;
    expect((await signIn(respell(token, (text) => `${text}=`))).status).toBe(200);
    expect((await signIn(token)).status).toBe(403);
  });
});
