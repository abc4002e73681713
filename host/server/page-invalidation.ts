import type { Db } from '../../server';
import type { GuestPageCache } from './page-cache';

/** The channel the triggers of migration 131 notify when a table guest pages read changes. */
export const PAGE_CACHE_CHANNEL = 'ks_page_cache';

/**
 * Drops the cache's pages whenever a change to what guest pages show commits, on any process
 * (LISTEN on PostgreSQL, which every process on the database hears). While the connection that
 * listens is down the cache serves nothing from memory. Answers what stops listening.
 */
export async function invalidateOnChange(db: Db, cache: GuestPageCache): Promise<() => Promise<void>> {
  if (!db.listen) {
    cache.suspend();
    return async () => undefined;
  }
  return db.listen(PAGE_CACHE_CHANNEL, {
    notified: () => cache.invalidate(),
    lost: () => cache.suspend(),
    listening: () => cache.resume(),
  });
}
