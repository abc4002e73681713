import type { Db } from '../../server';

/** The channel the triggers of migration 131 notify when a table guest pages read changes. */
export const PAGE_CACHE_CHANNEL = 'ks_page_cache';

/** A cache of what guest pages show (./page-cache.ts, ./public-answer-cache.ts). */
export interface InvalidatedCache {
  /** What it holds changed: drop it all. */
  invalidate(): void;
  /** Changes may go unheard: hold nothing until `resume`. */
  suspend(): void;
  resume(): void;
}

/**
 * Drops the caches' contents whenever a change to what guest pages show commits, on any process
 * (LISTEN on PostgreSQL, which every process on the database hears): one connection for all of them.
 * While the connection that listens is down the caches serve nothing from memory. Answers what stops listening.
 */
export async function invalidateOnChange(db: Db, ...caches: InvalidatedCache[]): Promise<() => Promise<void>> {
  const each = (action: (cache: InvalidatedCache) => void) => () => caches.forEach(action);
  if (!db.listen) {
    each((cache) => cache.suspend())();
    return async () => undefined;
  }
  return db.listen(PAGE_CACHE_CHANNEL, {
    notified: each((cache) => cache.invalidate()),
    lost: each((cache) => cache.suspend()),
    listening: each((cache) => cache.resume()),
  });
}
