import {
  LOCKER_COVER_FEATURE,
  type LockerProfile,
  type LockerProfileBody,
} from '../../schemas/requests/locker-profile';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { uploadKeySql, uploadUrl } from '../images/image-paths';
import { grantsFeatureSql, proFeatures } from '../pro/pro';

/** The Pro feature that shows the 'Pro' badge beside the username (the locker, the item page's seller card). */
export const PRO_BADGE_FEATURE = 'pro_badge';

/** The locker's cover photo, by its upload's URL key: the large rendition (the banner is wide). */
export const coverUrl = (key: string | null): string | null => (key ? uploadUrl(key, 'large') : null);

/**
 * The public locker head's Pro parts (GET /v1/users/{id}): `pro` while a subscription grants the badge, the bio
 * and cover while one grants locker_cover; a lapsed subscriber's stay stored but are not shown.
 */
export const lockerProSql = (userSql: string): string =>
  `SELECT ${grantsFeatureSql(userSql, `'${PRO_BADGE_FEATURE}'`)} AS pro,
          CASE WHEN g.locker THEN lp.bio END AS bio,
          CASE WHEN g.locker THEN ${uploadKeySql('lp.cover_image_id')} END AS cover_key
     FROM (SELECT ${grantsFeatureSql(userSql, `'${LOCKER_COVER_FEATURE}'`)} AS locker) g
     LEFT JOIN locker_profiles lp ON lp.user_id = ${userSql}`;

/** GET /v1/account/locker_profile: what the caller has stored, shown or not. */
export async function readLockerProfile(db: Db, userId: number): Promise<LockerProfile> {
  const [row] = await db.query<{ bio: string | null; cover_image_id: number | null; cover_key: string | null }>(
    `SELECT bio, cover_image_id, ${uploadKeySql('cover_image_id')} AS cover_key FROM locker_profiles WHERE user_id = $1`,
    [userId],
  );
  return {
    bio: row?.bio ?? null,
    cover_photo_id: row?.cover_image_id ?? null,
    cover_url: coverUrl(row?.cover_key ?? null),
  };
}

/**
 * PUT /v1/account/locker_profile: replaces the caller's bio and cover photo. Only while their subscription
 * grants locker_cover (403 `not_pro`). The cover is one of the caller's own loose uploads, the avatar's rule
 * (iam/account-settings.ts setAvatar): another user's or an unknown photo is 422 `not_found`, a listing's or
 * a dispute's 422 `attached`, on `cover_photo_id`; nothing is written then.
 */
export async function saveLockerProfile(
  db: Db,
  userId: number,
  { bio, cover_photo_id }: { bio: string | null; cover_photo_id: LockerProfileBody['cover_photo_id'] },
): Promise<LockerProfile> {
  if (!(await proFeatures(db, userId)).includes(LOCKER_COVER_FEATURE))
    throw new ApiError(403, [
      { message: 'A cover photo and bio on your locker are part of Kitswap Pro', code: 'not_pro' },
    ]);
  await db.transaction(async (tx) => {
    if (cover_photo_id !== null) {
      const [photo] = await tx.query<{ loose: boolean }>(
        `SELECT item_id IS NULL AND dispute_id IS NULL AS loose FROM uploaded_images
          WHERE id = $1 AND owner_id = $2 FOR SHARE`,
        [cover_photo_id, userId],
      );
      if (!photo) throw new ApiError(422, [{ message: 'Photo not found', code: 'not_found', field: 'cover_photo_id' }]);
      if (!photo.loose)
        throw new ApiError(422, [
          { message: 'This photo belongs to a listing; upload a new one', code: 'attached', field: 'cover_photo_id' },
        ]);
    }
    await tx.query(
      `INSERT INTO locker_profiles (user_id, bio, cover_image_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE
         SET bio = EXCLUDED.bio, cover_image_id = EXCLUDED.cover_image_id, updated_at = ks_now()`,
      [userId, bio, cover_photo_id],
    );
  });
  return readLockerProfile(db, userId);
}
