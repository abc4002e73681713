import type { FavoriteState } from '../../schemas/entities/item-detail';
import type { Db } from '../db/db';

/**
 * Favourites or unfavourites an item for a user, in one transaction: the favorites row and the
 * item's favoriters_count move together, and repeating either call changes nothing. Null when the
 * item does not exist or is a draft (nobody else can see it).
 */
export async function setFavorite(
  db: Db,
  userId: number,
  itemId: number,
  favorite: boolean,
): Promise<FavoriteState | null> {
  return db.transaction(async (tx) => {
    // Locks the item row, so concurrent calls on it count one after another.
    const [item] = await tx.query<{ state: string }>('SELECT state FROM items WHERE id = $1 FOR NO KEY UPDATE', [
      itemId,
    ]);
    if (!item || item.state === 'draft') return null;
    const changed = favorite
      ? await tx.query(
          'INSERT INTO favorites (user_id, item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING item_id',
          [userId, itemId],
        )
      : await tx.query('DELETE FROM favorites WHERE user_id = $1 AND item_id = $2 RETURNING item_id', [userId, itemId]);
    const step = changed.length === 0 ? 0 : favorite ? 1 : -1;
    const [row] = await tx.query<{ favoriters_count: number }>(
      'UPDATE items SET favoriters_count = greatest(favoriters_count + $2, 0) WHERE id = $1 RETURNING favoriters_count',
      [itemId, step],
    );
    return { favorite, favoriters_count: row!.favoriters_count };
  });
}
