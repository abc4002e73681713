import { expect, it } from 'vitest';
import { accountSettingsSchema } from '../../schemas/requests/account-settings';
import { DEMO_PASSWORD } from '../iam/demo-password';
import { demoEmail } from '../seed/demo-logins';
import { newAddress } from '../testing/iam-calls';
import { bearer, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { MAIL_LIMITS, mailLimitKeys, recipientOf } from './mail-limits';

const UNVERIFIED = 1009;
const TWO_FACTOR = 1008;

/** A signed-in call from the caller address `address`. */
const callFrom =
  (app: Parameters<typeof requestJson>[0], userId: number, address: string) =>
  (method: string, path: string, body: unknown = {}) =>
    requestJson(app, path, {
      method,
      headers: { ...bearer(userId), 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });

const settingsOf = (body: unknown) => accountSettingsSchema.parse((body as { data: unknown }).data);

describeEachDriver('mail limits: verification and e-mail change links (issue 31)', (driver) => {
  const context = useSeededApp(driver);
  const mailsOf = async (userId: number) =>
    (
      await context.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM notice_outbox WHERE user_id = $1 AND event = 'email_change'",
        [userId],
      )
    )[0]!.n;

  it('sends the 5th verification link of an hour, not the 6th, and answers both alike', async () => {
    const before = await mailsOf(UNVERIFIED);
    const answers = [];
    for (let n = 1; n <= MAIL_LIMITS.account.max + 1; n++)
      answers.push(await callFrom(context.app, UNVERIFIED, newAddress())('POST', '/v1/account/email/verification'));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(await mailsOf(UNVERIFIED)).toBe(before + MAIL_LIMITS.account.max);
    const [fifth, sixth] = answers.slice(-2).map((answer) => settingsOf(answer.body));
    expect(sixth).toEqual(fifth);
    expect(sixth!.pending_email).toBe(demoEmail('demo_unverified'));
    // The link mailed last still works: the unsent one did not replace it.
    const [last] = await context.db.query<{ body: string }>(
      "SELECT body FROM notice_outbox WHERE user_id = $1 AND event = 'email_change' ORDER BY id DESC LIMIT 1",
      [UNVERIFIED],
    );
    const token = decodeURIComponent(/email_token=([^\s&]+)/.exec(last!.body)![1]!);
    const verified = await callFrom(context.app, UNVERIFIED, newAddress())('POST', '/v1/account/email/verify', {
      token,
    });
    expect(settingsOf(verified.body).email_verified).toBe(true);
  });

  it('counts e-mail changes per account, and the right password gives no fresh sends', async () => {
    const before = await mailsOf(TWO_FACTOR);
    const answers = [];
    for (let n = 1; n <= MAIL_LIMITS.account.max + 1; n++)
      answers.push(
        await callFrom(context.app, TWO_FACTOR, newAddress())('PUT', '/v1/account/email', {
          email: `twofa.${n}@x.test`,
          current_password: DEMO_PASSWORD,
        }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(await mailsOf(TWO_FACTOR)).toBe(before + MAIL_LIMITS.account.max);
    // The 6th answers like a sent one: its address is the pending one.
    expect(settingsOf(answers[5]!.body).pending_email).toBe('twofa.6@x.test');
    const [to] = await context.db.query<{ to_address: string }>(
      "SELECT to_address FROM notice_outbox WHERE user_id = $1 AND event = 'email_change' ORDER BY id DESC LIMIT 1",
      [TWO_FACTOR],
    );
    expect(to!.to_address).toBe('twofa.5@x.test');
  });

  it('sends one address 5 links a day whichever accounts ask, however the address is spelled', async () => {
    const spellings = ['victim@x.test', 'Victim@X.test', 'victim+a@x.test', 'VICTIM+b@x.test', 'victim+c@x.test'];
    const accounts = [1001, 1002, 1003, 1004, 1005, 1006];
    const answers = [];
    for (const [index, userId] of accounts.entries())
      answers.push(
        await callFrom(context.app, userId, newAddress())('PUT', '/v1/account/email', {
          email: spellings[index] ?? 'victim+last@x.test',
          current_password: DEMO_PASSWORD,
        }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(settingsOf(answers[5]!.body).pending_email).toBe('victim+last@x.test');
    const sent = await context.db.query<{ user_id: number }>(
      "SELECT user_id FROM notice_outbox WHERE event = 'email_change' AND lower(to_address) LIKE 'victim%' ORDER BY id",
    );
    expect(sent.map((row) => row.user_id)).toEqual(accounts.slice(0, MAIL_LIMITS.recipient.max));
  });

  it('records the identity service’s verification requests within the same limits, answering alike', async () => {
    await context.db.query('UPDATE user_logins SET email_verified = false WHERE user_id = 1007');
    const count = async () =>
      (
        await context.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM email_verification_requests WHERE user_id = 1007',
        )
      )[0]!.n;
    const before = await count();
    const answers = [];
    for (let n = 1; n <= MAIL_LIMITS.account.max + 1; n++)
      answers.push(await callFrom(context.app, 1007, newAddress())('POST', '/iam/v1/auth/user/verify'));
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ data: { sent: true } });
    expect(await count()).toBe(before + MAIL_LIMITS.account.max);
  });
});

describeEachDriver('mail limits: per caller address, and parallel sends (issue 31)', (driver) => {
  const context = useSeededApp(driver);
  const mailCount = async (userIds: number[]) =>
    (
      await context.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM notice_outbox WHERE user_id = ANY ($1::int[]) AND event = 'email_change'",
        [userIds],
      )
    )[0]!.n;

  it('sends 20 links an hour from one caller address, whichever accounts ask', async () => {
    const accounts = [1001, 1002, 1003, 1004, 1005];
    await context.db.query('UPDATE user_logins SET email_verified = false WHERE user_id = ANY ($1::int[])', [accounts]);
    const before = await mailCount(accounts);
    const caller = newAddress();
    for (const userId of accounts.slice(0, 4))
      for (let n = 0; n < MAIL_LIMITS.account.max; n++)
        expect((await callFrom(context.app, userId, caller)('POST', '/v1/account/email/verification')).status).toBe(
          202,
        );
    expect(await mailCount(accounts)).toBe(before + MAIL_LIMITS.caller.max);
    // The 21st from that address is not sent, though its account has sent nothing; from another address it is.
    expect((await callFrom(context.app, 1005, caller)('POST', '/v1/account/email/verification')).status).toBe(202);
    expect(await mailCount(accounts)).toBe(before + MAIL_LIMITS.caller.max);
    expect((await callFrom(context.app, 1005, newAddress())('POST', '/v1/account/email/verification')).status).toBe(
      202,
    );
    expect(await mailCount(accounts)).toBe(before + MAIL_LIMITS.caller.max + 1);
  });

  it.skipIf(driver.name !== 'postgres')(
    'sends exactly 5 of 7 verification links asked for at once (held at the counter until all wait)',
    async () => {
      const before = await mailCount([UNVERIFIED]);
      const [accountKey] = mailLimitKeys({ userId: UNVERIFIED, to: 'x@x.test', callerAddress: 'x' });
      await context.db.query(
        "INSERT INTO attempt_counters (key, attempts, window_ends) VALUES ($1, 0, now() + interval '1 hour')",
        [accountKey!.key],
      );
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = context.db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM attempt_counters WHERE key = $1 FOR UPDATE', [accountKey!.key]);
        locked();
        await released;
      });
      await isLocked;
      const answers = Promise.all(
        Array.from({ length: 7 }, () =>
          callFrom(context.app, UNVERIFIED, newAddress())('POST', '/v1/account/email/verification'),
        ),
      );
      try {
        // Every request waits on the counter's row before any is let through.
        for (let waited = 0; ; waited += 20) {
          const [waiting] = await context.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%attempt_counters%'`,
          );
          if (waiting!.n === 7) break;
          if (waited > 10_000) throw new Error(`only ${waiting!.n} requests reached the counter`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        release();
        await holder;
      }
      expect((await answers).map((answer) => answer.status)).toEqual(Array(7).fill(202));
      expect(await mailCount([UNVERIFIED])).toBe(before + MAIL_LIMITS.account.max);
    },
  );
});

it('counts an inbox once however its address is spelled', () => {
  expect(recipientOf(' Ann.Lee+shop@Example.COM ')).toBe('ann.lee@example.com');
  expect(recipientOf('+x@example.com')).toBe('+x@example.com');
});
