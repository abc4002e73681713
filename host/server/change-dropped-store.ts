export interface ChangeDroppedStoreOptions {
  /** Entries kept (least recently used dropped first). */
  maxEntries: number;
  /** How long an entry is used before it is made again even without a change heard. */
  maxAgeMs: number;
  now: () => number;
}

/**
 * The memory of a web process's caches of what the database shows (the guest page cache, the public answer cache):
 * entries by key, least recently used dropped past `maxEntries`, each used for `maxAgeMs` at most, all dropped when
 * the data changes (`invalidate`, on PostgreSQL's NOTIFY: ./page-invalidation.ts), none used while changes may go
 * unheard (`suspend` … `resume`). An entry made while a change was heard may miss it: take `generation()` before
 * making it, and `keep` stores it only when no change came in between.
 */
export function createChangeDroppedStore<Entry>({ maxEntries, maxAgeMs, now }: ChangeDroppedStoreOptions) {
  const entries = new Map<string, { entry: Entry; storedAt: number }>();
  let generation = 0;
  let suspended = false;

  const touch = (key: string, kept: { entry: Entry; storedAt: number }) => {
    entries.delete(key);
    entries.set(key, kept);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };
  /** What the entries show changed: every entry is dropped, and those in the making are not kept. */
  const invalidate = (): void => {
    generation++;
    entries.clear();
  };

  return {
    /** The entry of `key` when one is kept, younger than maxAgeMs, and changes are heard. */
    get(key: string): Entry | undefined {
      const kept = entries.get(key);
      if (!kept || suspended || now() - kept.storedAt >= maxAgeMs) return undefined;
      touch(key, kept);
      return kept.entry;
    },
    /** Which changes were heard so far: pass it to `keep` for an entry made from now on. */
    generation: (): number => generation,
    /** Keeps the entry unless a change was heard since `madeIn` (then it is used once, not kept). */
    keep(key: string, entry: Entry, madeIn: number): void {
      if (madeIn === generation && !suspended) touch(key, { entry, storedAt: now() });
    },
    invalidate,
    /** Changes may go unheard (the notification connection dropped): nothing is used from memory. */
    suspend(): void {
      suspended = true;
      invalidate();
    },
    /** Changes are heard again; what was kept before may be stale. */
    resume(): void {
      invalidate();
      suspended = false;
    },
    get size(): number {
      return entries.size;
    },
  };
}
