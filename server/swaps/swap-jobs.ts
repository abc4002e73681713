import type { Db } from '../db/db';
import type { RecurringJob } from '../jobs/recurring';
import { settleAuctions } from './auctions';
import { finalizeDeliveries } from './delivery';
import { expireOffers } from './holds';

/** The recurring jobs that settle a swap's time rules (auction ends, offer expiry, ship-by, release…). */
export const SWAP_JOB_PREFIX = 'swaps.';

/**
 * The swaps' time rules (server/swaps/README.md 'After the sale'), in the order they run: auctions end,
 * unanswered offers and unpaid payment windows lapse, and delivered swaps whose 72 hours passed become final
 * (the seller's proceeds become available).
 */
export const SWAP_JOBS: RecurringJob[] = [
  { kind: 'swaps.settle_auctions', everyMs: 60_000, run: settleAuctions },
  { kind: 'swaps.expire_offers', everyMs: 60_000, run: expireOffers },
  { kind: 'swaps.finalize_deliveries', everyMs: 60_000, run: finalizeDeliveries },
];

/**
 * Runs every `swaps.*` job of `jobs` once, in order, and answers their kinds. Each job settles everything due by
 * `ks_now()` and is idempotent, so running one beside the worker (POST /v1/testing/clock after moving the clock)
 * settles nothing twice.
 */
export async function runSwapJobs(db: Db, jobs: readonly RecurringJob[] = SWAP_JOBS): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!job.kind.startsWith(SWAP_JOB_PREFIX)) continue;
    await job.run(db);
    ran.push(job.kind);
  }
  return ran;
}
