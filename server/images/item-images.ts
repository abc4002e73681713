import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/**
 * Makes `imageIds`, in that order, the photos of `itemId` (the first is the primary photo): each
 * must be `ownerId`'s and either loose or already this item's (never a dispute's evidence: once a
 * listing held it, removing it there would delete it), else 422 on `item.images` and
 * nothing changes. Photos the item had and the list leaves out are deleted. Run it in the
 * transaction that saves the item.
 */
export async function setItemImages(tx: Db, itemId: number, ownerId: number, imageIds: number[]): Promise<void> {
  const unique = [...new Set(imageIds)];
  const usable = await tx.query<{ id: number }>(
    `SELECT id FROM uploaded_images
     WHERE id = ANY ($1::int[]) AND owner_id = $2 AND (item_id IS NULL OR item_id = $3) AND dispute_id IS NULL
     FOR UPDATE`,
    [unique, ownerId, itemId],
  );
  if (usable.length !== unique.length)
    throw new ApiError(422, [
      { message: 'One of these photos is not yours to use', code: 'invalid', field: 'item.images' },
    ]);
  await tx.query(`DELETE FROM uploaded_images WHERE item_id = $1 AND NOT (id = ANY ($2::int[]))`, [itemId, unique]);
  await tx.query(
    `UPDATE uploaded_images u SET item_id = $1, position = ordered.position - 1
     FROM unnest($2::int[]) WITH ORDINALITY AS ordered (id, position)
     WHERE u.id = ordered.id`,
    [itemId, unique],
  );
}

/**
 * Copies the photos of `fromItemId` to `toItemId` as new rows owned by `ownerId` (duplicating a
 * listing: the copy's photos are the duplicator's own, deleting one never touches the other).
 */
export async function copyItemImages(tx: Db, fromItemId: number, toItemId: number, ownerId: number): Promise<void> {
  await tx.query(
    `INSERT INTO uploaded_images (owner_id, item_id, position, content_type, width, height, large, small)
     SELECT $3, $2, position, content_type, width, height, large, small
     FROM uploaded_images WHERE item_id = $1 ORDER BY position`,
    [fromItemId, toItemId, ownerId],
  );
}
