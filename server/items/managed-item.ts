import type { ItemState } from '../../schemas/entities/item';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** What the management calls read of an item, locked for the rest of their transaction. */
export interface ManagedItem {
  id: number;
  state: ItemState;
  seller_id: number;
  price: number | null;
  list_price: number | null;
  original_list_price: number | null;
  sale_id: number | null;
  /** Whether the item's sale has not ended yet (null sale_id: false). */
  in_open_sale: boolean;
  /** When the item may be bumped again (null: now). */
  next_bump_at: Date | null;
}

/** The item, locked FOR UPDATE, or 404. */
export async function lockItem(tx: Db, id: number): Promise<ManagedItem> {
  const [item] = await tx.query<ManagedItem>(
    `SELECT i.id, i.state, i.seller_id, i.price, i.list_price, i.original_list_price, i.sale_id,
            EXISTS (SELECT 1 FROM sales s WHERE s.id = i.sale_id AND s.ended_at > ks_now()) AS in_open_sale,
            CASE WHEN i.last_bumped_at > ks_now() - interval '24 hours' THEN i.last_bumped_at + interval '24 hours' END AS next_bump_at
     FROM items i WHERE i.id = $1 FOR UPDATE OF i`,
    [id],
  );
  if (!item) throw ApiError.notFound('Item not found');
  return item;
}

/**
 * The item, locked, if `userId` sells it: 404 unknown, 403 anyone else's — admins included, whose
 * grants are edit, take down, unreport, remove GMC and sync (spec §6), not the seller's actions.
 */
export async function lockSellersItem(tx: Db, id: number, userId: number): Promise<ManagedItem> {
  const item = await lockItem(tx, id);
  if (item.seller_id !== userId)
    throw new ApiError(403, [{ message: 'This item is not yours to change', code: 'forbidden' }]);
  return item;
}

/** 409 `unavailable` unless the item is for sale. */
export function assertAvailable(item: ManagedItem, message: string): void {
  if (item.state !== 'available') throw new ApiError(409, [{ message, code: 'unavailable' }]);
}
