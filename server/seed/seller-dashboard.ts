import type { Db } from '../db/db';
import { seedNow } from './clock';
import { demoAccount } from './demo-accounts';

/**
 * The seller dashboard's views (issue 33 part 1, server/seller-dashboard/README.md): demo_seller's published items
 * were viewed on most of the 90 days before the seed's now (none before an item was published), more of late, so
 * its Stats show views by day over 30 days and by week over 90. Pure apart from the seed's now.
 */

const DAY_MS = 86_400_000;
const DAYS = 90;

interface SeededItem {
  id: number;
  seller_id: number;
  state: string;
  published_at?: string | null;
}

/** One row per item and UTC day with views: a small fixed pattern from the item and the day, busier in the last 30. */
export function buildItemViewDays(items: readonly SeededItem[]) {
  const seller = demoAccount('seller').id;
  const rows: { item_id: number; day: string; views: number }[] = [];
  for (const item of items) {
    if (item.seller_id !== seller || item.state === 'draft' || !item.published_at) continue;
    const published = Date.parse(item.published_at.slice(0, 10));
    for (let daysAgo = 0; daysAgo < DAYS; daysAgo++) {
      const day = new Date(seedNow() - daysAgo * DAY_MS).toISOString().slice(0, 10);
      if (Date.parse(day) < published) break;
      const views = ((item.id * 7 + daysAgo * 13) % 5) - 1 + (daysAgo < 30 ? 2 : 0);
      if (views > 0) rows.push({ item_id: item.id, day, views });
    }
  }
  return rows;
}

/** Each item's lifetime views (items.views_count) take in its seeded days, so the two figures agree. */
export async function countSeededViewDays(tx: Db): Promise<void> {
  await tx.query(
    `UPDATE items i SET views_count = i.views_count + v.views
     FROM (SELECT item_id, sum(views)::int AS views FROM item_view_days GROUP BY item_id) v WHERE v.item_id = i.id`,
  );
}
