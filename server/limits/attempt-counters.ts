import type { Db } from '../db/db';
import type { ApiError } from '../http/api-error';

/** Attempts count for 15 minutes from the first one of a window (sign-ins, PINs, phone codes). */
export const ATTEMPT_WINDOW_SECONDS = 15 * 60;

/** A counter ('address:10.0.0.1', 'pin:42', ...) and how many attempts its window allows. */
export interface AttemptLimit {
  key: string;
  max: number;
  /** How long a window lasts from its first attempt; 15 minutes unless given. */
  windowSeconds?: number;
}

/**
 * Counts one attempt on every key, all or none, BEFORE the attempt is judged; throws `refusal()`
 * when any key has used up its window. Each key is one conditional upsert that keeps its row
 * locked to the end of the transaction, so parallel requests queue on the row and at most `max`
 * get through, on one process or many. Keys are taken in one order, so two callers never deadlock.
 */
export async function countAttempt(db: Db, limits: AttemptLimit[], refusal: () => ApiError): Promise<void> {
  if (!(await tryCountAttempt(db, limits))) throw refusal();
}

/** A key whose window is used up; rolls back the keys counted before it. */
class WindowUsedUp extends Error {}

/**
 * `countAttempt` for a caller that answers a used-up limit itself (a mail not sent, say): true when the attempt was
 * counted on every key, false (nothing counted) when any key has used up its window.
 */
export async function tryCountAttempt(db: Db, limits: AttemptLimit[]): Promise<boolean> {
  const ordered = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const count = async (tx: Db) => {
    let opened = false;
    for (const { key, max, windowSeconds = ATTEMPT_WINDOW_SECONDS } of ordered) {
      const [counted] = await tx.query<{ attempts: number }>(
        `INSERT INTO attempt_counters AS a (key, attempts, window_ends) VALUES ($1, 1, now() + make_interval(secs => $3))
         ON CONFLICT (key) DO UPDATE SET
           attempts = CASE WHEN a.window_ends <= now() THEN 1 ELSE a.attempts + 1 END,
           window_ends = CASE WHEN a.window_ends <= now() THEN EXCLUDED.window_ends ELSE a.window_ends END
         WHERE a.window_ends <= now() OR a.attempts < $2
         RETURNING a.attempts`,
        [key, max, windowSeconds],
      );
      if (!counted) throw new WindowUsedUp();
      opened ||= counted.attempts === 1;
    }
    return opened;
  };
  let opened: boolean;
  try {
    // One key needs no transaction: its upsert is one statement.
    opened = ordered.length === 1 ? await count(db) : await db.transaction(count);
  } catch (error) {
    if (error instanceof WindowUsedUp) return false;
    throw error;
  }
  // Lapsed counters are swept when a window opens, not on every attempt.
  if (opened) await forgetLapsedWindows(db);
  return true;
}

/**
 * Takes back one counted attempt (it succeeded, so it was no failure). One key per statement: no lock waits on two
 * rows.
 */
export async function uncountAttempt(db: Db, keys: string[]): Promise<void> {
  for (const key of keys)
    await db.query('UPDATE attempt_counters SET attempts = greatest(attempts - 1, 0) WHERE key = $1', [key]);
}

/** Forgets every attempt of the keys (a success that proves the secret). */
export async function clearAttempts(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await db.query('DELETE FROM attempt_counters WHERE key = $1', [key]);
}

/** Drops a few counters whose window is over, skipping rows another request holds (never waits, never deadlocks). */
async function forgetLapsedWindows(db: Db): Promise<void> {
  await db.query(
    `DELETE FROM attempt_counters WHERE key IN (
       SELECT key FROM attempt_counters WHERE window_ends <= now() ORDER BY window_ends LIMIT 50 FOR UPDATE SKIP LOCKED)`,
  );
}
