import type { RecurringJob } from '../jobs/recurring';
import { marketplaceConnectorFromEnvironment } from './from-environment';
import { syncChangedListings } from './links';

/**
 * eBay auto-sync on the jobs queue: every minute, whichever process is up, the linked items with
 * sync on whose price or quantity moved since the last push are pushed ({@link syncChangedListings}).
 * Without a provider (production today) a run does nothing.
 */
export const EBAY_AUTO_SYNC_JOB: RecurringJob = {
  kind: 'ebay.auto_sync',
  everyMs: 60 * 1000,
  run: (db) => syncChangedListings(db, marketplaceConnectorFromEnvironment(db)),
};
