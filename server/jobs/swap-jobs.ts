import type { Db } from '../db/db';
import type { RecurringJob } from './recurring';
import { RECURRING_JOBS } from './registry';

/** The recurring jobs that settle a swap's time rules (auction ends, offer expiry, ship-by, release…). */
export const SWAP_JOB_PREFIX = 'swaps.';

/**
 * Runs every `swaps.*` recurring job once, in their order in RECURRING_JOBS, and answers their kinds.
 * Each job settles everything due by `ks_now()` and is idempotent, so running one beside the worker
 * (POST /v1/testing/clock after moving the clock) settles nothing twice.
 */
export async function runSwapJobs(db: Db, jobs: readonly RecurringJob[] = RECURRING_JOBS): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!job.kind.startsWith(SWAP_JOB_PREFIX)) continue;
    await job.run(db);
    ran.push(job.kind);
  }
  return ran;
}
