const DAY_MS = 86_400_000;

/**
 * Items listed before anyone talked about them: an item whose first seeded swap (an offer, a message, a purchase)
 * starts before its published_at is published a day before that swap. The seeds of swaps pick items by what they
 * need (a category, a seller's country), not by age, and in a small seed (bench, `itemCount`) they may pick one of
 * the newest; a sale before publishing would also break migration 098's check on sold_at.
 */
export function publishedBeforeSwaps<Item extends { id: number; published_at: string | null }>(
  items: readonly Item[],
  swaps: readonly { item_id: number; created_at: string }[],
): Item[] {
  const firstSwap = new Map<number, number>();
  for (const swap of swaps) {
    const at = Date.parse(swap.created_at);
    if (at < (firstSwap.get(swap.item_id) ?? Infinity)) firstSwap.set(swap.item_id, at);
  }
  return items.map((item) => {
    const first = firstSwap.get(item.id);
    if (item.published_at === null || first === undefined || Date.parse(item.published_at) <= first) return item;
    return { ...item, published_at: new Date(first - DAY_MS).toISOString() };
  });
}
