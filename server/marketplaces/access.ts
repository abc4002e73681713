import { isAdminSql } from '../auth/staff';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** Who may touch an item's eBay link: its seller and admins (user_configurations.admin). */
export interface LinkAccess {
  seller: boolean;
  admin: boolean;
}

/**
 * The caller's standing on item `itemId`: 404 for an unknown item or another seller's draft (a
 * draft is only its seller's to see), 403 `forbidden` for anyone but its seller and admins.
 */
export async function requireLinkAccess(db: Db, itemId: number, viewerId: number): Promise<LinkAccess> {
  const [row] = await db.query<{ seller_id: number; state: string; admin: boolean }>(
    `SELECT i.seller_id, i.state,
       ${isAdminSql('$2')} AS admin
     FROM items i WHERE i.id = $1`,
    [itemId, viewerId],
  );
  if (!row || (row.state === 'draft' && row.seller_id !== viewerId)) throw ApiError.notFound('Item not found');
  const access = { seller: row.seller_id === viewerId, admin: row.admin };
  if (!access.seller && !access.admin)
    throw new ApiError(403, [
      { message: "Only the item's seller or an admin can manage its eBay listing", code: 'forbidden' },
    ]);
  return access;
}
