import type { Db } from '../db/db';

/**
 * Counts one page view of a published item (items.views_count, the seller's insights, spec §2.10):
 * one statement, by anyone but its seller, guests included. Every read of the item page counts (no
 * per-viewer dedupe); the seller's own reads and drafts never do. The view is also added to the item's
 * day (`item_view_days`, UTC, migration 160), which the seller dashboard sums over its 30 or 90 days.
 */
export async function countView(db: Db, itemId: number, viewerId: number | null): Promise<void> {
  await db.query(
    `WITH counted AS (
       UPDATE items SET views_count = views_count + 1
       WHERE id = $1 AND seller_id IS DISTINCT FROM $2 AND state <> 'draft' RETURNING id)
     INSERT INTO item_view_days (item_id, day, views)
     SELECT id, (ks_now() AT TIME ZONE 'UTC')::date, 1 FROM counted
     ON CONFLICT (item_id, day) DO UPDATE SET views = item_view_days.views + 1`,
    [itemId, viewerId],
  );
}
