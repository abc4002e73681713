/** The local storage key of recently viewed items (spec §9). */
export const RECENTLY_VIEWED_KEY = 'recently_viewed';
/** How many item ids are kept (spec §9, the 'at most 24 kept' reading). */
export const RECENTLY_VIEWED_LIMIT = 24;

/** The recently viewed item ids, most recent first; anything unreadable counts as none. */
export function readRecentlyViewed(storage: Storage | undefined = globalThis.localStorage): number[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/**
 * Records a view of an item (spec §9): its id moves to the front, at most 24 are kept. A storage
 * that refuses the write (private mode, quota) is ignored: the page works without the list.
 */
export function recordView(itemId: number, storage: Storage | undefined = globalThis.localStorage): void {
  const ids = [itemId, ...readRecentlyViewed(storage).filter((id) => id !== itemId)].slice(0, RECENTLY_VIEWED_LIMIT);
  try {
    storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  } catch {
    // Nothing to do: recently viewed is a convenience.
  }
}
