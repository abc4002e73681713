import type { Db } from '../db/db';
import type { RecurringJob } from '../jobs/recurring';
import { CURRENT_FILING_SQL, HIGH_VOLUME_SELLERS_SQL, INFORM_ACT_VACATION } from './inform-act';

/**
 * Keeps the INFORM Act vacations in step with who must file (README.md 'INFORM Act'), by the server clock:
 *
 * - a high-volume seller without a filing less than a year old goes on vacation with cause inform_act_compliance —
 *   a new one, or their own vacation (made by them, without a cause) takes that cause and loses its return date,
 *   so it neither lapses nor can be turned off until they file; a vacation with another cause (an admin's, a
 *   disconnected marketplace…) is left as it is: their items are hidden already, and the next run after it ends
 *   starts this one;
 * - an inform_act_compliance vacation of a seller who has filed (a filing that committed while this ran) or who is
 *   no longer high-volume ends.
 *
 * Idempotent: a second run at the same instant changes nothing. Answers how many vacations it started, changed or
 * ended.
 */
export async function enforceInformAct(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = `SELECT h.seller_id FROM (${HIGH_VOLUME_SELLERS_SQL}) h WHERE NOT ${CURRENT_FILING_SQL('h.seller_id')}`;
    const adopted = await tx.query(
      `UPDATE vacations SET details = $2, returns_on = NULL
        WHERE ended_at IS NULL AND generated_by = 'user' AND details IS NULL AND user_id IN (${due})
        RETURNING id`,
      [null, INFORM_ACT_VACATION],
    );
    const started = await tx.query(
      `INSERT INTO vacations (user_id, generated_by, details, started_at)
       SELECT seller_id, 'user', $2, ks_now() FROM (${due}) d
       ON CONFLICT (user_id) WHERE ended_at IS NULL DO NOTHING
       RETURNING id`,
      [null, INFORM_ACT_VACATION],
    );
    const ended = await tx.query(
      `UPDATE vacations SET ended_at = ks_now()
        WHERE ended_at IS NULL AND details = $2 AND generated_by <> 'admin' AND user_id NOT IN (${due})
        RETURNING id`,
      [null, INFORM_ACT_VACATION],
    );
    return adopted.length + started.length + ended.length;
  });
}

/** enforceInformAct every hour on the jobs queue, whichever process is up (listed in server/job-registry.ts). */
export const ENFORCE_INFORM_ACT_JOB: RecurringJob = {
  kind: 'seller_compliance.enforce_inform_act',
  everyMs: 3_600_000,
  run: enforceInformAct,
};
