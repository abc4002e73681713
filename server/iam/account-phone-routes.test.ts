import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { accountSchema } from '../../schemas/entities/account';
import { phoneCodeSentSchema } from '../../schemas/requests/account-phone';
import { createApp } from '../app';
import { bearer, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { randomPhoneCode } from './sms-sender';

describeEachDriver('phone verification (POST /v1/account/phone, /verify)', (driver) => {
  const context = useSeededApp(driver);
  const texts: { phone: string; text: string }[] = [];
  /** An app texting random codes into `texts`, as a provider would. */
  const app = () =>
    createApp({
      db: context.db,
      phoneVerification: {
        sms: { send: async (phone, text) => void texts.push({ phone, text }) },
        newCode: randomPhoneCode,
      },
    });
  const call = (target: ReturnType<typeof createApp>, path: string, userId: number | null, body: unknown) =>
    requestJson(target, path, {
      method: 'POST',
      headers: { ...(userId !== null ? bearer(userId) : {}), 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0]!;
  /** Generated users have no sign-in row: neither phone nor e-mail is verified. */
  const unverifiedUsers = async () =>
    (
      await context.db.query<{ id: number }>(
        'SELECT id FROM users u WHERE NOT EXISTS (SELECT 1 FROM user_logins l WHERE l.user_id = u.id) ORDER BY id LIMIT 6',
      )
    ).map((row) => row.id);
  const codeRows = (userId: number) =>
    context.db.query('SELECT phone, code_hash FROM phone_verification_codes WHERE user_id = $1', [userId]);

  it('texts a hashed code that expires in 10 minutes; the right code verifies the phone, once', async () => {
    const [user] = await unverifiedUsers();
    const api = app();
    const sent = await call(api, '/v1/account/phone', user!, { phone: '+44 7700 900123' });
    expect([sent.status, phoneCodeSentSchema.parse((sent.body as { data: unknown }).data)]).toEqual([
      201,
      { phone: '•••• 0123', expires_in: 600 },
    ]);
    const code = texts.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    expect(texts.at(-1)!.phone).toBe('+447700900123');
    const [stored] = await codeRows(user!);
    expect(JSON.stringify(stored)).not.toContain(code);

    const again = await call(api, '/v1/account/phone', user!, { phone: '+447700900123' });
    expect([again.status, errorOf(again.body).code]).toEqual([429, 'rate_limited']);

    const verified = await call(api, '/v1/account/phone/verify', user!, { code });
    expect(verified.status).toBe(200);
    expect(accountSchema.parse((verified.body as { data: unknown }).data)).toMatchObject({
      id: user,
      phone_verified: true,
      email_verified: false,
    });
    const reused = await call(api, '/v1/account/phone/verify', user!, { code });
    expect([reused.status, errorOf(reused.body).code]).toEqual([400, 'code_expired']);
  });

  it('counts wrong codes: after 5 even the right one waits; an expired code is refused; neither verifies', async () => {
    const [, tries, late] = await unverifiedUsers();
    const api = app();
    await call(api, '/v1/account/phone', tries!, { phone: '5550109999' });
    const code = texts.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call(api, '/v1/account/phone/verify', tries!, { code: wrong });
      expect([response.status, errorOf(response.body)]).toEqual([
        422,
        { message: 'That code is not right', code: 'invalid_code', field: 'code' },
      ]);
    }
    const spent = await call(api, '/v1/account/phone/verify', tries!, { code });
    expect([spent.status, errorOf(spent.body).code]).toEqual([429, 'rate_limited']);

    await call(api, '/v1/account/phone', late!, { phone: '5550108888' });
    await context.db.query(
      "UPDATE phone_verification_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [late],
    );
    const expired = await call(api, '/v1/account/phone/verify', late!, {
      code: texts.at(-1)!.text.match(/\b(\d{6})\b/)![1]!,
    });
    expect(errorOf(expired.body).message).toBe('This code has expired. Send a new one.');
    expect(await context.db.query('SELECT user_id FROM user_phones WHERE user_id = ANY ($1)', [[tries, late]])).toEqual(
      [],
    );
  });

  it('judges at most 5 of 40 parallel wrong codes, and a resend does not reset the count', async () => {
    const [, , , , user] = await unverifiedUsers();
    const api = app();
    await call(api, '/v1/account/phone', user!, { phone: '5550107777' });
    const code = texts.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => call(api, '/v1/account/phone/verify', user!, { code: wrong })),
    );
    expect(burst.filter(({ status }) => status === 422).length).toBeLessThanOrEqual(5);
    expect(burst.every(({ status }) => [422, 429].includes(status))).toBe(true);

    // Past the 30-second resend wait, a new code is sent: the wrong answers still count.
    await context.db.query(
      "UPDATE phone_verification_codes SET sent_at = now() - interval '1 minute' WHERE user_id = $1",
      [user],
    );
    expect((await call(api, '/v1/account/phone', user!, { phone: '5550107777' })).status).toBe(201);
    const resent = texts.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    const locked = await call(api, '/v1/account/phone/verify', user!, { code: resent });
    expect([locked.status, errorOf(locked.body)]).toEqual([
      429,
      { message: 'Too many wrong codes. Try again in 15 minutes.', code: 'rate_limited', field: 'code' },
    ]);
    expect(await context.db.query('SELECT user_id FROM user_phones WHERE user_id = $1', [user])).toEqual([]);
  });

  it('answers bad input with 4xx, and a failed text with 503 storing no code', async () => {
    const [, , , user] = await unverifiedUsers();
    const rows: [string, number | null, unknown, number, Record<string, string>][] = [
      ['/v1/account/phone', null, { phone: '5550101234' }, 401, { code: 'unauthorized' }],
      [
        '/v1/account/phone',
        user!,
        { phone: 'call me' },
        400,
        { message: 'Enter a valid phone number', field: 'phone' },
      ],
      ['/v1/account/phone', user!, { phone: '12345' }, 400, { message: 'Enter a valid phone number', field: 'phone' }],
      ['/v1/account/phone', user!, {}, 400, { code: 'invalid', field: 'phone' }],
      ['/v1/account/phone', user!, '{', 400, { code: 'invalid_json' }],
      ['/v1/account/phone/verify', user!, { code: '12345' }, 400, { message: 'Enter the 6-digit code', field: 'code' }],
      ['/v1/account/phone/verify', user!, { code: '123456' }, 400, { code: 'code_expired' }],
    ];
    for (const [path, userId, body, status, error] of rows) {
      const response = await call(context.app, path, userId, body);
      expect([response.status, errorOf(response.body)]).toEqual([status, expect.objectContaining(error)]);
    }
    const failing = createApp({
      db: context.db,
      phoneVerification: { sms: { send: () => Promise.reject(new Error('provider down')) }, newCode: randomPhoneCode },
    });
    const down = await call(failing, '/v1/account/phone', user!, { phone: '5550101234' });
    expect([down.status, errorOf(down.body).code]).toEqual([503, 'sms_unavailable']);
    expect(await codeRows(user!)).toEqual([]);
  });
});
