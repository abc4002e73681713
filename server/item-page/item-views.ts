import type { Db } from '../db/db';

/**
 * Counts one page view of a published item (items.views_count, the seller's insights, spec §2.10):
 * one UPDATE, by anyone but its seller, guests included. Every read of the item page counts (no
 * per-viewer dedupe); the seller's own reads and drafts never do.
 */
export async function countView(db: Db, itemId: number, viewerId: number | null): Promise<void> {
  await db.query(
    `UPDATE items SET views_count = views_count + 1
     WHERE id = $1 AND seller_id IS DISTINCT FROM $2 AND state <> 'draft'`,
    [itemId, viewerId],
  );
}
