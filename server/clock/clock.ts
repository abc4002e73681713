import type { Db } from '../db/db';

/**
 * The server's clock (migration 117): PostgreSQL's now() moved by `server_clock.offset_ms`. Every
 * time rule of a swap reads it in SQL as `ks_now()`, so every process on one database agrees and a
 * test moves all of them at once. The offset stays 0 in production: only `advanceClock` changes it,
 * and its route (swaps/testing-clock-routes.ts) is refused there. A test may also freeze it (migration
 * 152, `freezeClock`): `ks_now()` then stays on one instant until moved, so a rule can be asked at
 * its deadline exactly.
 */
export const NOW_SQL = 'ks_now()';

/** The server's time now. */
export async function clockNow(db: Db): Promise<Date> {
  const [row] = await db.query<{ now: Date }>('SELECT ks_now() AS now');
  return row!.now;
}

/** Moves the clock forward by `ms` (tests and the seed), a frozen clock too; answers the new time. */
export async function advanceClock(db: Db, ms: number): Promise<Date> {
  const [row] = await db.query<{ now: Date }>(
    `UPDATE server_clock SET offset_ms = offset_ms + $1, frozen_at = frozen_at + $1 * interval '1 millisecond'
     RETURNING coalesce(frozen_at, now() + offset_ms * interval '1 millisecond') AS now`,
    [Math.round(ms)],
  );
  return row!.now;
}

/**
 * Tests only: stops the clock at its time now (to the microsecond, `at` if given); it moves only by
 * `advanceClock` until `resetClock`. Answers the frozen time.
 */
export async function freezeClock(db: Db, at?: Date): Promise<Date> {
  const [row] = await db.query<{ now: Date }>(
    "UPDATE server_clock SET frozen_at = date_trunc('milliseconds', coalesce($1::timestamptz, ks_now())) RETURNING frozen_at AS now",
    [at ?? null],
  );
  return row!.now;
}

/** Back to real time (a frozen clock runs again). */
export async function resetClock(db: Db): Promise<void> {
  await db.query('UPDATE server_clock SET offset_ms = 0, frozen_at = NULL');
}
