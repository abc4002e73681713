import { seedNow } from './clock';
import type { Random } from './random';

const DAY_MS = 86_400_000;

/** How long seeded sales took, in days: most within a month, some within a quarter, a few longer. */
const DAYS_TO_SELL: [[number, number], number][] = [
  [[0, 30], 55],
  [[30, 90], 30],
  [[90, 200], 15],
];

interface SellableRow {
  id: number;
  state: string;
  published_at: string | null;
}

/**
 * Every item with `sold_at` (migration 098): a sold item with a seeded order sold when that order
 * was paid; any other sold item some days after it was published (DAYS_TO_SELL), never after the
 * seed's now. Its own stream, so the rest of the seed is unchanged. Unsold items get null.
 */
export function withSoldDates<T extends SellableRow>(
  random: Random,
  items: readonly T[],
  orders: readonly { id: number; created_at: string }[],
  orderItems: readonly { order_id: number; item_id: number }[],
): (T & { sold_at: string | null })[] {
  const orderDates = new Map(orders.map((order) => [order.id, order.created_at]));
  const paidAt = new Map(orderItems.map((line) => [line.item_id, orderDates.get(line.order_id)!]));
  return items.map((item) => ({
    ...item,
    sold_at:
      item.state === 'sold' && item.published_at !== null
        ? soldAt(random, item.published_at, paidAt.get(item.id))
        : null,
  }));
}

function soldAt(random: Random, publishedAt: string, paidAt: string | undefined): string {
  const published = Date.parse(publishedAt);
  if (paidAt !== undefined) return new Date(Math.max(Date.parse(paidAt), published)).toISOString();
  const [low, high] = random.weighted(DAYS_TO_SELL);
  let days = random.between(low, high);
  // Listed too recently for that: it sold some time between publishing and now.
  const now = seedNow();
  if (published + days * DAY_MS > now) days = random.next() * ((now - published) / DAY_MS);
  return new Date(Math.round((published + days * DAY_MS) / 1000) * 1000).toISOString();
}
