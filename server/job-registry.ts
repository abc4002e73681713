import type { Db } from './db/db';
import { DELETE_LOOSE_PHOTOS_JOB } from './images/uploads';
import { IMPORT_ITEMS_JOB, runImportItemsJob } from './imports/import-job';
import { recurringHandler, scheduleRecurringJob, type RecurringJob } from './jobs/recurring';
import { createJobWorker, type JobHandler, type JobWorker, type JobWorkerOptions } from './jobs/worker';
import { EBAY_AUTO_SYNC_JOB } from './marketplaces/sync-job';
import { DELIVER_OUTBOX_JOB } from './notifications/outbox-delivery';
import { SETTLE_PAYOUTS_JOB } from './payouts/settle-payouts-job';
import { RENEW_PRO_SUBSCRIPTIONS_JOB } from './pro/pro-renewals';
import { APPLY_SALE_PHASES_JOB } from './sales/sales';
import { ENFORCE_INFORM_ACT_JOB } from './seller-compliance/enforce-inform-act-job';
import { SHIP_REMINDERS_JOB } from './shipping/ship-reminders';
import { TRACK_SHIPMENTS_JOB } from './shipping/tracking-job';
import { EXPIRE_OFFERS_JOB, FINALIZE_DELIVERIES_JOB, SETTLE_AUCTIONS_JOB } from './swaps/swap-jobs';
import { END_LAPSED_VACATIONS_JOB } from './vacations/vacations';

/** Work every process schedules at start and each run schedules again. */
export const RECURRING_JOBS: RecurringJob[] = [
  DELETE_LOOSE_PHOTOS_JOB,
  // Linked items whose price or quantity changed are pushed to eBay (server/marketplaces/README.md 'eBay').
  EBAY_AUTO_SYNC_JOB,
  APPLY_SALE_PHASES_JOB,
  // Auctions end, unanswered offers and unpaid payment windows lapse (server/swaps/README.md 'After the sale').
  SETTLE_AUCTIONS_JOB,
  EXPIRE_OFFERS_JOB,
  // Parcels follow their carrier's tracking; unshipped swaps remind the seller (server/shipping/README.md).
  TRACK_SHIPMENTS_JOB,
  SHIP_REMINDERS_JOB,
  // Delivered swaps whose 72 hours passed become final; the seller's proceeds become available.
  FINALIZE_DELIVERIES_JOB,
  // Vacations whose last day away is over end, showing the seller's items again (vacations/vacations.ts).
  END_LAPSED_VACATIONS_JOB,
  // Kitswap Pro plans whose period is over are charged again on the default saved card, or end.
  RENEW_PRO_SUBSCRIPTIONS_JOB,
  // The e-mails notices wrote to the outbox go out through the EmailSender seam (the log outside production).
  DELIVER_OUTBOX_JOB,
  // High-volume sellers who have not filed the INFORM Act form go on vacation; filing lifts it
  // (server/seller-compliance/README.md).
  ENFORCE_INFORM_ACT_JOB,
  // Pending payouts are asked of their provider: paid, or failed with the money back (server/payouts/README.md).
  SETTLE_PAYOUTS_JOB,
];

/** Every kind of job the server runs, by name. A new kind of background work adds its handler here. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [IMPORT_ITEMS_JOB]: runImportItemsJob as JobHandler,
  ...Object.fromEntries(RECURRING_JOBS.map((job) => [job.kind, recurringHandler(job)])),
};

/**
 * Starts this process's job worker on the queue (server/jobs/README.md 'Jobs') and schedules the
 * recurring jobs. The server processes call it once after preparing the database; every process
 * may, on one PostgreSQL.
 */
export function startJobWorker(db: Db, options: Partial<JobWorkerOptions> = {}): JobWorker {
  const worker = createJobWorker(db, { handlers: JOB_HANDLERS, ...options });
  void Promise.all(RECURRING_JOBS.map((job) => scheduleRecurringJob(db, job))).catch((error: unknown) =>
    console.warn('[jobs] could not schedule the recurring jobs:', error instanceof Error ? error.message : error),
  );
  worker.start();
  return worker;
}
