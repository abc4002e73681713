import type { Db } from '../db/db';
import type { RecurringJob } from '../jobs/recurring';
import { settleAuctions } from './auctions';
import { finalizeDeliveries } from './delivery';
import { expireOffers } from './holds';

/** The kinds' prefix of the recurring jobs that settle a swap's time rules (auction end, offer expiry, ship-by…). */
export const SWAP_JOB_PREFIX = 'swaps.';

/** Auctions whose end passed close: the highest offer wins (server/swaps/README.md 'After the sale'). */
export const SETTLE_AUCTIONS_JOB: RecurringJob = {
  kind: 'swaps.settle_auctions',
  everyMs: 60_000,
  run: settleAuctions,
};

/** Unanswered offers and unpaid payment windows lapse. */
export const EXPIRE_OFFERS_JOB: RecurringJob = { kind: 'swaps.expire_offers', everyMs: 60_000, run: expireOffers };

/** Delivered swaps whose 72 hours passed become final: the seller's proceeds become available. */
export const FINALIZE_DELIVERIES_JOB: RecurringJob = {
  kind: 'swaps.finalize_deliveries',
  everyMs: 60_000,
  run: finalizeDeliveries,
};

/**
 * Runs every `swaps.*` job of `jobs` (the registry's RECURRING_JOBS, which app.ts hands the testing clock: the
 * swaps' own and shipping's tracking and reminders) once, in their order, and answers their kinds. Each job
 * settles everything due by `ks_now()` and is idempotent, so running one beside the worker (POST
 * /v1/testing/clock after moving the clock) settles nothing twice.
 */
export async function runSwapJobs(db: Db, jobs: readonly RecurringJob[]): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!job.kind.startsWith(SWAP_JOB_PREFIX)) continue;
    await job.run(db);
    ran.push(job.kind);
  }
  return ran;
}
