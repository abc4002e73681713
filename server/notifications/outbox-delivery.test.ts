import { expect, it } from 'vitest';
import { advanceClock } from '../clock/clock';
import { demoAccount } from '../seed/demo-accounts';
import { demoEmail } from '../seed/demo-logins';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { unavailableEmailSender, type EmailMessage, type EmailSender } from './email-sender';
import { deliverOutbox, MAX_SEND_ATTEMPTS } from './outbox-delivery';

const BUYER = demoAccount('buyer').id;
const SELLER = demoAccount('seller').id;

/** A mail provider that keeps what it was given, and refuses while `down` is set. */
function recordingSender(): EmailSender & { sent: EmailMessage[]; down: boolean } {
  const sender = {
    available: true,
    sent: [] as EmailMessage[],
    down: false,
    async send(message: EmailMessage) {
      if (sender.down) throw new Error('The mail provider answered 503');
      sender.sent.push(message);
    },
  };
  return sender;
}

describeEachDriver('the e-mail outbox is delivered through the EmailSender seam', (driver) => {
  const context = useSeededApp(driver);
  const write = async (userId: number, subject: string, toAddress: string | null = null) => {
    const [row] = await context.db.query<{ id: number }>(
      `INSERT INTO notice_outbox (user_id, to_address, event, subject, body) VALUES ($1, $2, 'test', $3, $4) RETURNING id`,
      [userId, toAddress, subject, `${subject}: the body`],
    );
    return row!.id;
  };
  const rowOf = async (id: number) =>
    (
      await context.db.query<{ sent: boolean; attempts: number; gave_up: boolean; last_error: string | null }>(
        `SELECT sent_at IS NOT NULL AS sent, attempts, gave_up_at IS NOT NULL AS gave_up, last_error
           FROM notice_outbox WHERE id = $1`,
        [id],
      )
    )[0];

  it('sends what the seed left unsent first, then leaves nothing due', async () => {
    const sender = recordingSender();
    while ((await deliverOutbox(context.db, sender)).sent > 0);
    const [left] = await context.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notice_outbox WHERE sent_at IS NULL AND gave_up_at IS NULL',
    );
    expect(left!.n).toBe(0);
  });

  it('sends each due e-mail once, to the sign-in address or the row’s own, even with two processes at it', async () => {
    const first = await write(BUYER, 'Your item shipped');
    const second = await write(SELLER, 'Confirm your new e-mail', 'new-address@example.com');
    const sender = recordingSender();
    const [a, b] = await Promise.all([deliverOutbox(context.db, sender), deliverOutbox(context.db, sender)]);
    expect(a.sent + b.sent).toBe(2);
    expect(sender.sent).toEqual(
      expect.arrayContaining([
        { to: demoEmail('demo_buyer'), subject: 'Your item shipped', text: 'Your item shipped: the body' },
        {
          to: 'new-address@example.com',
          subject: 'Confirm your new e-mail',
          text: 'Confirm your new e-mail: the body',
        },
      ]),
    );
    expect(sender.sent).toHaveLength(2);
    expect(await rowOf(first)).toMatchObject({ sent: true, attempts: 1 });
    expect(await rowOf(second)).toMatchObject({ sent: true, attempts: 1 });
    expect(await deliverOutbox(context.db, sender)).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
  });

  it('touches nothing without a mail provider', async () => {
    const id = await write(BUYER, 'Offer accepted');
    expect(await deliverOutbox(context.db, unavailableEmailSender)).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(await rowOf(id)).toEqual({ sent: false, attempts: 0, gave_up: false, last_error: null });
    await deliverOutbox(context.db, recordingSender()); // sent, out of the next tests' way
  });

  it('tries a refused e-mail again a minute later, doubling, and gives up after the last attempt', async () => {
    const id = await write(BUYER, 'Sale final');
    const sender = recordingSender();
    sender.down = true;
    expect(await deliverOutbox(context.db, sender)).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    expect(await rowOf(id)).toEqual({
      sent: false,
      attempts: 1,
      gave_up: false,
      last_error: 'The mail provider answered 503',
    });
    // Not due again before its minute is up.
    expect(await deliverOutbox(context.db, sender)).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    sender.down = false;
    await advanceClock(context.db, 61_000);
    expect(await deliverOutbox(context.db, sender)).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(await rowOf(id)).toMatchObject({ sent: true, attempts: 2 });

    const hopeless = await write(BUYER, 'Never arrives');
    sender.down = true;
    for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      await deliverOutbox(context.db, sender);
      await advanceClock(context.db, 25 * 60 * 60 * 1000);
    }
    expect(await rowOf(hopeless)).toMatchObject({ sent: false, attempts: MAX_SEND_ATTEMPTS, gave_up: true });
  });

  it('gives up an e-mail with no address (a deleted account’s)', async () => {
    await context.db.query('DELETE FROM user_logins WHERE user_id = $1', [SELLER]);
    const id = await write(SELLER, 'Your item sold');
    expect(await deliverOutbox(context.db, recordingSender())).toEqual({ sent: 0, failed: 0, gaveUp: 1 });
    expect(await rowOf(id)).toMatchObject({ sent: false, gave_up: true, last_error: 'No address' });
  });
});
