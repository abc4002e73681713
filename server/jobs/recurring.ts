import type { Db } from '../db/db';
import type { JobHandler } from './worker';

/** Work the server does every so often, whichever process is up (the loose-photo cleanup…). */
export interface RecurringJob {
  kind: string;
  everyMs: number;
  run: (db: Db) => Promise<unknown>;
}

/**
 * Queues the next run of `job` after `delayMs` unless one is already waiting: at most one queued
 * run per kind (migration 112), so every process may call this at start.
 */
export async function scheduleRecurringJob(db: Db, job: RecurringJob, delayMs = 0): Promise<void> {
  await db.query(
    `INSERT INTO jobs (kind, run_at, recurring_key) VALUES ($1, now() + $2 * interval '1 millisecond', $1)
     ON CONFLICT (recurring_key) WHERE state = 'queued' DO NOTHING`,
    [job.kind, delayMs],
  );
}

/** The handler of a recurring job: one run, then the next one queued `everyMs` later. */
export function recurringHandler(job: RecurringJob): JobHandler {
  return async ({ db }) => {
    await job.run(db);
    await scheduleRecurringJob(db, job, job.everyMs);
  };
}
