import { expect, it } from 'vitest';
import { createApp } from '../app';
import { antiBot } from '../testing/iam-calls';
import { requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { UNAUTHENTICATED_WRITE_LIMITS } from './rate-limit';

/** [what, path, a valid body (n numbers it), its limit]: the unauthenticated writes. */
const writes = [
  [
    'an analytics event',
    '/platform-tools/analytics/v1/track/event',
    (n: number) => ({ event_type: 'page_view', properties: { n } }),
    UNAUTHENTICATED_WRITE_LIMITS.analytics,
  ],
  [
    'a newsletter sign-up',
    '/v1/newsletter/subscriptions',
    (n: number) => ({ email: `reader${n}@example.com`, source: 'FOOTER' }),
    UNAUTHENTICATED_WRITE_LIMITS.newsletter,
  ],
  [
    'an e-mail check',
    '/iam/v1/verify/email',
    (n: number) => ({ email: `someone${n}@example.com`, grant_type: 'email_address' }),
    UNAUTHENTICATED_WRITE_LIMITS.emailCheck,
  ],
] as const;

describeEachDriver('rate limits of unauthenticated writes', (driver) => {
  const context = useSeededApp(driver);
  let addresses = 0;
  /** A fresh caller address per test, so the tests do not share counters. */
  const newAddress = () => `198.51.100.${++addresses}`;
  const post = (app = context.app, path: string, body: unknown, address: string) =>
    requestJson(app, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

  it.each(writes)(
    'answers %s beyond its limit per address with 429 rate_limited, and other addresses go on',
    async (_what, path, body, limit) => {
      const address = newAddress();
      for (let n = 0; n < limit.max; n++)
        expect((await post(undefined, path, body(n), address)).status).toBeLessThan(300);
      const refused = await post(undefined, path, body(limit.max), address);
      expect(refused).toEqual({ status: 429, body: { errors: [{ message: limit.message, code: 'rate_limited' }] } });
      expect((await post(undefined, path, body(limit.max + 1), newAddress())).status).toBeLessThan(300);
    },
  );

  // Issue 31 (low): registration had no per-address limit. Every registration past the anti-bot check counts,
  // a refused body too; the max-th still registers, the next one does not.
  it('limits registrations per address: the max-th registers, the one after is 429 and creates nothing', async () => {
    const limit = UNAUTHENTICATED_WRITE_LIMITS.registration;
    const address = newAddress();
    const register = async (username: string, app = context.app) =>
      requestJson(app, '/iam/v1/auth/user', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          ...(await antiBot(app, 'register')),
        },
        body: JSON.stringify({
          email: `${username}@example.com`,
          username,
          password: 'long enough pw',
          client_id: 'c1',
          agree_with_policy: true,
        }),
      });
    for (let n = 1; n < limit.max; n++) expect((await register(`not valid ${n}`)).status).toBe(400);
    expect((await register('just_inside')).status).toBe(201);
    expect(await register('just_outside', createApp({ db: context.db }))).toEqual({
      status: 429,
      body: { errors: [{ message: limit.message, code: 'rate_limited' }] },
    });
    expect(await context.db.query("SELECT 1 FROM users WHERE username = 'just_outside'")).toHaveLength(0);
    const elsewhere = newAddress();
    const other = await requestJson(context.app, '/iam/v1/auth/user', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': elsewhere,
        ...(await antiBot(context.app, 'register')),
      },
      body: JSON.stringify({
        email: 'elsewhere@example.com',
        username: 'from_elsewhere',
        password: 'long enough pw',
        client_id: 'c1',
        agree_with_policy: true,
      }),
    });
    expect(other.status).toBe(201);
  });

  it('holds under a parallel burst: of max + 20 requests at once, exactly max get through', async () => {
    const { max } = UNAUTHENTICATED_WRITE_LIMITS.newsletter;
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: max + 20 }, (_, n) =>
        post(undefined, '/v1/newsletter/subscriptions', { email: `burst${n}@example.com`, source: 'FOOTER' }, address),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
    const [stored] = await context.db.query<{ n: number }>(
      // A sign-up is a pending subscription until its mailed link is opened (double opt-in).
      "SELECT count(*)::int AS n FROM newsletter_confirmations WHERE email LIKE 'burst%'",
    );
    expect(stored?.n).toBe(max);
  });

  it('holds across processes: two apps on one database share the count', async () => {
    const other = createApp({ db: context.db });
    const { max } = UNAUTHENTICATED_WRITE_LIMITS.emailCheck;
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: max + 10 }, (_, n) =>
        post(
          n % 2 ? other : context.app,
          '/iam/v1/verify/email',
          { email: `x${n}@example.com`, grant_type: 'email_address' },
          address,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  it('starts a new window once the old one is over', async () => {
    const address = newAddress();
    const { max, name } = UNAUTHENTICATED_WRITE_LIMITS.newsletter;
    for (let n = 0; n <= max; n++)
      await post(
        undefined,
        '/v1/newsletter/subscriptions',
        { email: `window${n}@example.com`, source: 'FOOTER' },
        address,
      );
    expect(
      (
        await post(
          undefined,
          '/v1/newsletter/subscriptions',
          { email: 'window-late@example.com', source: 'FOOTER' },
          address,
        )
      ).status,
    ).toBe(429);
    await context.db.query("UPDATE attempt_counters SET window_ends = window_ends - interval '1 hour' WHERE key = $1", [
      `rate:${name}:${address}`,
    ]);
    expect(
      (
        await post(
          undefined,
          '/v1/newsletter/subscriptions',
          { email: 'window-next@example.com', source: 'FOOTER' },
          address,
        )
      ).status,
    ).toBe(201);
  });
});
