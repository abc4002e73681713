import type { BumpInfo, CatalogEntry } from '../../schemas/entities/bumps';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { assertAvailable, lockSellersItem } from '../items/managed-item';
import { isPro } from '../pro/pro';

/** Hours between two bumps of one item (the contract: 429 `bump_limit` within them). */
export const BUMP_INTERVAL_HOURS = 24;

/** Bump info (spec §3): the seller's bumps left, and how many of their items were ever bumped. */
export async function bumpInfo(db: Db, userId: number): Promise<BumpInfo> {
  const [row] = await db.query<BumpInfo>(
    `SELECT coalesce((SELECT available_bumps FROM bump_balances WHERE user_id = $1), 0) AS available_bumps,
            (SELECT count(DISTINCT item_id)::int FROM bumps WHERE user_id = $1) AS items_bumped`,
    [userId],
  );
  return row!;
}

/** The bump packs on sale, smallest first (GET /v1/catalogs?type[]=bump). */
export function bumpCatalog(db: Db): Promise<CatalogEntry[]> {
  return db.query<CatalogEntry>(
    `SELECT id, type, name, quantity, price FROM catalog_entries WHERE type = 'bump' AND active ORDER BY position, id`,
  );
}

/**
 * Bumps the seller's available item (spec §4.2): it moves up the 'newest' sort (last_bumped_at),
 * once per {@link BUMP_INTERVAL_HOURS}. A bump spends one of the seller's bumps, taken in one
 * conditional update; a pro bump (Kitswap Pro only, 403 `not_pro`) spends none. One transaction
 * starting with the item's row lock, so a double click bumps once (the second finds it bumped, 429)
 * and a refusal writes nothing.
 */
export async function bumpItem(db: Db, itemId: number, userId: number, kind: 'bump' | 'pro_bump'): Promise<void> {
  if (kind === 'pro_bump' && !(await isPro(db, userId)))
    throw new ApiError(403, [{ message: 'Pro bumps are part of Kitswap Pro', code: 'not_pro' }]);
  await db.transaction(async (tx) => {
    const item = await lockSellersItem(tx, itemId, userId);
    assertAvailable(item, 'Only an item for sale can be bumped');
    if (item.next_bump_at)
      throw new ApiError(
        429,
        [{ message: 'This item was bumped in the last 24 hours. Bump it again tomorrow.', code: 'bump_limit' }],
        { next_bump_at: item.next_bump_at.toISOString() },
      );
    if (kind === 'bump') {
      const spent = await tx.query(
        `UPDATE bump_balances SET available_bumps = available_bumps - 1
         WHERE user_id = $1 AND available_bumps > 0 RETURNING available_bumps`,
        [userId],
      );
      if (spent.length === 0) throw new ApiError(422, [{ message: 'You have no bumps left', code: 'no_bumps' }]);
    }
    await tx.query('INSERT INTO bumps (item_id, user_id, kind) VALUES ($1, $2, $3)', [itemId, userId, kind]);
    await tx.query('UPDATE items SET last_bumped_at = ks_now() WHERE id = $1', [itemId]);
  });
}
