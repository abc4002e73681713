import type { Db } from '../db/db';
import type { RecurringJob } from '../jobs/recurring';
import { emailSenderFromEnvironment, type EmailSender } from './email-sender';

/** A row is tried this many times, then given up (`gave_up_at`). */
export const MAX_SEND_ATTEMPTS = 8;
/** The wait after a failed attempt: 1 minute, doubling, at most a day. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 24 * 60 * 60 * 1000);
/** At most this many e-mails per run; the next run takes the rest. */
const PER_RUN = 100;

interface DueNotice {
  id: number;
  to: string | null;
  subject: string;
  body: string;
  attempts: number;
}

export interface DeliveryCounts {
  sent: number;
  failed: number;
  gaveUp: number;
}

/**
 * Sends the e-mails of `notice_outbox` that are due (unsent, not given up, `next_attempt_at` passed), oldest
 * first, each in its own transaction under its row lock (`FOR UPDATE SKIP LOCKED`: two processes share the rows and
 * never send one twice). The address is the row's `to_address` (an e-mail change's new address) or the user's
 * sign-in e-mail; a row with neither (a deleted account) is given up. A send that throws is tried again after
 * `retryDelayMs`, up to MAX_SEND_ATTEMPTS. Without a mail provider (production) nothing is touched.
 */
export async function deliverOutbox(db: Db, sender: EmailSender): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, failed: 0, gaveUp: 0 };
  if (!sender.available) return counts;
  for (let n = 0; n < PER_RUN; n++) {
    const outcome = await deliverOne(db, sender);
    if (!outcome) break;
    counts[outcome]++;
  }
  return counts;
}

/** The job: every 15 seconds, whichever process claims it. */
export const DELIVER_OUTBOX_JOB: RecurringJob = {
  kind: 'notices.deliver_outbox',
  everyMs: 15_000,
  run: (db) => deliverOutbox(db, emailSenderFromEnvironment()),
};

async function deliverOne(db: Db, sender: EmailSender): Promise<keyof DeliveryCounts | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx.query<DueNotice>(
      `SELECT o.id, coalesce(o.to_address, l.email) AS to, o.subject, o.body, o.attempts
         FROM notice_outbox o LEFT JOIN user_logins l ON l.user_id = o.user_id
        WHERE o.sent_at IS NULL AND o.gave_up_at IS NULL AND o.next_attempt_at <= ks_now()
        ORDER BY o.next_attempt_at, o.id LIMIT 1
          FOR UPDATE OF o SKIP LOCKED`,
    );
    if (!due) return null;
    if (!due.to) {
      await tx.query(`UPDATE notice_outbox SET gave_up_at = ks_now(), last_error = 'No address' WHERE id = $1`, [
        due.id,
      ]);
      return 'gaveUp';
    }
    try {
      await sender.send({ to: due.to, subject: due.subject, text: due.body });
    } catch (error) {
      const attempts = due.attempts + 1;
      const gaveUp = attempts >= MAX_SEND_ATTEMPTS;
      await tx.query(
        `UPDATE notice_outbox SET attempts = $2, last_error = left($3, 500),
                next_attempt_at = ks_now() + $4 * interval '1 millisecond',
                gave_up_at = CASE WHEN $5 THEN ks_now() END
          WHERE id = $1`,
        [due.id, attempts, error instanceof Error ? error.message : String(error), retryDelayMs(attempts), gaveUp],
      );
      return gaveUp ? 'gaveUp' : 'failed';
    }
    await tx.query('UPDATE notice_outbox SET sent_at = ks_now(), attempts = attempts + 1 WHERE id = $1', [due.id]);
    return 'sent';
  });
}
