import type { RemovalBody } from '../../schemas/requests/item-management';
import { requireAdmin } from '../auth/staff';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { lockItem, lockSellersItem, type ManagedItem } from './managed-item';

/**
 * Taking an item off the marketplace, by its seller or by staff (spec §2.9 Remove, Take Down, §6
 * admin grants), and the admins' unreport and shopping-feed removal. Each is one transaction from
 * the item's row lock; a repeat (a double click) finds the work done and answers the item as it is.
 */

/**
 * SQL: the item `alias` was taken down by staff and is still down — removed, its latest removal a
 * take down. It stays down for its seller: an import of its SKU skips it, Duplicate is refused and
 * edit is 409 (a removed item), so only staff bring it back (there is no restore action yet).
 */
export const takenDownSql = (alias: string) =>
  `(${alias}.state = 'removed' AND (SELECT r.kind FROM item_removals r WHERE r.item_id = ${alias}.id
     ORDER BY r.created_at DESC, r.id DESC LIMIT 1) = 'take_down')`;

/** 409 `taken_down`: the seller may not list again what staff took down. */
export const takenDownConflict = () =>
  new ApiError(409, [
    {
      message:
        'Kitswap staff took this item down: it cannot be listed again. Contact support if you think this is a mistake',
      code: 'taken_down',
    },
  ]);

/** The item leaves any sale and becomes `removed`, and why is recorded. */
async function markRemoved(
  tx: Db,
  item: ManagedItem,
  removal: { kind: 'seller_removal' | 'take_down'; reason: string; comment: string | null; by: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO item_removals (item_id, kind, reason, comment, removed_by, previous_state) VALUES ($1, $2, $3, $4, $5, $6)`,
    [item.id, removal.kind, removal.reason, removal.comment, removal.by, item.state],
  );
  await tx.query(
    `UPDATE items SET state = 'removed', sale_id = NULL,
            price = CASE WHEN state = 'available' THEN list_price ELSE price END,
            version = version + 1, updated_at = now()
     WHERE id = $1`,
    [item.id],
  );
}

/** A draft was never listed: its seller deletes it (DELETE /v1/items/{id}), nobody removes it. */
const draftConflict = () =>
  new ApiError(409, [{ message: 'A draft is not listed: delete it instead', code: 'conflict' }]);

/**
 * POST /v1/items/{id}/remove: the seller removes their available (or archived) item with a reason
 * of REMOVAL_REASONS and an optional comment ('other' needs one). A sold item is 409: the buyer's
 * purchase stands.
 */
export async function removeBySeller(
  db: Db,
  itemId: number,
  userId: number,
  { reason, comment }: RemovalBody['removal'],
): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockSellersItem(tx, itemId, userId);
    if (item.state === 'removed') return;
    if (item.state === 'sold')
      throw new ApiError(409, [{ message: 'A sold item can no longer be removed', code: 'conflict' }]);
    if (item.state === 'draft') throw draftConflict();
    await markRemoved(tx, item, {
      kind: 'seller_removal',
      reason,
      comment: comment || null,
      by: userId,
    });
  });
}

/** POST /v1/items/{id}/take_down: an admin removes anyone's item, the reason stored with who did it. */
export async function takeDown(db: Db, itemId: number, adminId: number, reason: string): Promise<void> {
  await requireAdmin(db, adminId);
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, itemId);
    if (item.state === 'removed') return;
    if (item.state === 'draft') throw draftConflict();
    await markRemoved(tx, item, { kind: 'take_down', reason, comment: null, by: adminId });
  });
}

/** POST /v1/items/{id}/unreport: an admin resolves the item's open user reports. */
export async function unreport(db: Db, itemId: number, adminId: number): Promise<void> {
  await requireAdmin(db, adminId);
  await db.transaction(async (tx) => {
    await lockItem(tx, itemId);
    await tx.query(
      'UPDATE item_reports SET resolved_at = now(), resolved_by = $2 WHERE item_id = $1 AND resolved_at IS NULL',
      [itemId, adminId],
    );
  });
}

/** POST /v1/items/{id}/remove_gmc: an admin keeps the item out of the Google Merchant Center feed. */
export async function removeFromGmc(db: Db, itemId: number, adminId: number): Promise<void> {
  await requireAdmin(db, adminId);
  await db.transaction(async (tx) => {
    await lockItem(tx, itemId);
    await tx.query(
      'UPDATE items SET gmc_excluded_at = now(), gmc_excluded_by = $2 WHERE id = $1 AND gmc_excluded_at IS NULL',
      [itemId, adminId],
    );
  });
}
