import type { UploadedImage } from '../../schemas/entities/listing';
import { isAdminSql } from '../auth/staff';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { RecurringJob } from '../jobs/recurring';
import { uploadUrl, type RenditionSize } from './image-paths';
import { RENDITION_CONTENT_TYPE, type PhotoRenditions } from './renditions';

/** A loose photo (uploaded, never attached to an item) is kept this long, then `deleteLoosePhotos` removes it. */
export const LOOSE_PHOTO_HOURS = 24;
const CLEANUP_BATCH = 500;

/** Stores `ownerId`'s new photo, loose until a save of an item lists it; its answer for POST /v1/images. */
export async function storePhoto(db: Db, ownerId: number, photo: PhotoRenditions): Promise<UploadedImage> {
  // The URL key is the column's default (upload_url_key(), migration 150).
  const [row] = await db.query<{ id: number; url_key: string }>(
    `INSERT INTO uploaded_images (owner_id, content_type, width, height, large, small)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, url_key`,
    [ownerId, RENDITION_CONTENT_TYPE, photo.width, photo.height, photo.large, photo.small],
  );
  const { id, url_key: key } = row!;
  return {
    id,
    small_url: uploadUrl(key, 'small'),
    large_url: uploadUrl(key, 'large'),
    width: photo.width,
    height: photo.height,
  };
}

/** One rendition as {@link findRendition} answers it. */
export interface Rendition {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
  ownerId: number;
  /** A dispute's evidence: private to its parties and admins (never cached by shared caches). */
  evidence: boolean;
}

/**
 * The rendition of the upload whose URL key is `key`, as `viewerId` (null: a guest) may see it: any
 * upload but a dispute's evidence (`dispute_id`), which only the dispute's buyer and seller and admins
 * see. Null for an unknown key and for evidence the viewer may not see alike: its existence is not
 * confirmed.
 */
export async function findRendition(
  db: Db,
  key: string,
  size: RenditionSize,
  viewerId: number | null,
): Promise<Rendition | null> {
  // `size` is one of two literals, never caller text.
  const [row] = await db.query<{
    content_type: string;
    bytes: Uint8Array<ArrayBuffer>;
    owner_id: number;
    evidence: boolean;
  }>(
    `SELECT u.content_type, u.${size === 'large' ? 'large' : 'small'} AS bytes, u.owner_id,
            u.dispute_id IS NOT NULL AS evidence
       FROM uploaded_images u
      WHERE u.url_key = $1
        AND (u.dispute_id IS NULL
             OR EXISTS (SELECT 1 FROM disputes d JOIN swaps s ON s.id = d.swap_id
                         WHERE d.id = u.dispute_id AND $2::int IN (s.buyer_id, s.seller_id))
             OR ${isAdminSql('$2::int')})`,
    [key, viewerId],
  );
  return row
    ? { contentType: row.content_type, bytes: row.bytes, ownerId: row.owner_id, evidence: row.evidence }
    : null;
}

/**
 * Deletes `ownerId`'s loose photo `id`. Another user's photo is 404, as an unknown one (its existence
 * is not confirmed); the owner's photo that an item holds is 409: it leaves with a save of the item;
 * a dispute's evidence is 409 `dispute_evidence`: nobody removes it through the API.
 */
export async function deleteLoosePhoto(db: Db, id: number, ownerId: number): Promise<void> {
  const deleted = await db.query(
    'DELETE FROM uploaded_images WHERE id = $1 AND owner_id = $2 AND item_id IS NULL AND dispute_id IS NULL RETURNING id',
    [id, ownerId],
  );
  if (deleted.length > 0) return;
  const [attached] = await db.query<{ evidence: boolean }>(
    'SELECT dispute_id IS NOT NULL AS evidence FROM uploaded_images WHERE id = $1 AND owner_id = $2',
    [id, ownerId],
  );
  if (attached?.evidence)
    throw new ApiError(409, [
      { message: 'This photo is evidence in a dispute: it stays with the dispute', code: 'dispute_evidence' },
    ]);
  if (attached)
    throw new ApiError(409, [
      { message: 'This photo belongs to a listing: remove it from the listing instead', code: 'attached' },
    ]);
  throw ApiError.notFound('Photo not found');
}

/**
 * Deletes loose photos uploaded more than {@link LOOSE_PHOTO_HOURS} ago (an upload abandoned with its
 * list flow), in short batches; returns how many went. Rows a save is attaching right now are locked
 * by it and skipped, never waited for. A photo a user's avatar or locker cover points at
 * (users.avatar_image_id, locker_profiles.cover_image_id) is kept.
 * The jobs queue runs this; it is safe to run anywhere, any time.
 */
export async function deleteLoosePhotos(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await db.query(
      `DELETE FROM uploaded_images WHERE id IN (
         SELECT id FROM uploaded_images
         WHERE item_id IS NULL AND dispute_id IS NULL AND created_at < now() - make_interval(hours => $1)
           AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar_image_id = uploaded_images.id)
           AND NOT EXISTS (SELECT 1 FROM locker_profiles lp WHERE lp.cover_image_id = uploaded_images.id)
         LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [LOOSE_PHOTO_HOURS, CLEANUP_BATCH],
    );
    total += deleted.length;
    if (deleted.length < CLEANUP_BATCH) return total;
  }
}

/** Photos uploaded and never attached to a listing (an abandoned list flow) go after a day. */
export const DELETE_LOOSE_PHOTOS_JOB: RecurringJob = {
  kind: 'photos.delete_loose',
  everyMs: 60 * 60 * 1000,
  run: deleteLoosePhotos,
};
