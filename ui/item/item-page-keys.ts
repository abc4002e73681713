/**
 * The query keys of the item page's item (screens/item's `itemQuery` writes its key with `item`).
 * In ui/ because the item page and the swap page both read cached items again (`all`) when an
 * add to cart or an offer may have changed an item's buttons.
 */
export const itemPageKeys = {
  /** Every cached item page. */
  all: ['item-page'] as const,
  /** The item at /gear/{path} (the path after /gear/, without a trailing slash). */
  item: (path: string) => [...itemPageKeys.all, path] as const,
};
