import type { Account } from '../../schemas/entities/account';
import type { ActiveSeller } from '../../schemas/entities/active-seller';
import type { Db } from '../db/db';
import { uploadKeySql, uploadUrl } from '../images/image-paths';
import { contactVerification } from './verification';

/**
 * A user's avatar image: their uploaded photo (users.avatar_image_id, small rendition) by its URL key
 * (select it with `uploadKeySql('u.avatar_image_id')`), else the generated one.
 */
export const avatarUrl = (userId: number, key?: string | null) =>
  key ? uploadUrl(key, 'small') : `/media/avatars/${userId}.svg`;

/** A seller's feedback counted by rating, as {@link feedbackTallySql} selects it. */
export interface FeedbackTally {
  feedback_count: number;
  feedback_positive: number;
  feedback_negative: number;
}

/**
 * SQL: the feedback tally of the seller whose id is the expression `seller`, one row of
 * {@link FeedbackTally} columns; join it `CROSS JOIN LATERAL (${feedbackTallySql('u.id')}) fb`.
 */
export const feedbackTallySql = (seller: string) =>
  `SELECT count(*)::int AS feedback_count,
     (count(*) FILTER (WHERE f.rating = 'positive'))::int AS feedback_positive,
     (count(*) FILTER (WHERE f.rating = 'negative'))::int AS feedback_negative
   FROM feedback f WHERE f.seller_id = ${seller}`;

/**
 * A seller's feedback as shown ('98% positive (52)'): the count of every rating left, and the share
 * positive in percent of the positive and negative ones. Neutral counts in the count but not in the
 * percentage (as eBay does): a neutral rating neither lifts nor lowers it. Null when there is no
 * positive or negative rating.
 */
export const feedbackOf = ({ feedback_count, feedback_positive, feedback_negative }: FeedbackTally) => ({
  count: feedback_count,
  score:
    feedback_positive + feedback_negative === 0
      ? null
      : (100 * feedback_positive) / (feedback_positive + feedback_negative),
});

interface ActiveSellerRow extends FeedbackTally {
  id: number;
  username: string;
  available_count: number;
  following: boolean;
}

/**
 * GET /v1/active_sellers (spec §7.6, §3 'Active seller'): the sellers with the most available items
 * in a category and its descendants (all categories without one), with their feedback and whether
 * the viewer follows them. The viewer is never listed. `available_count` counts the items in that
 * category.
 */
export async function findActiveSellers(
  db: Db,
  params: { category_id?: number; page_size: number },
  viewerId: number | null,
): Promise<ActiveSeller[]> {
  const rows = await db.query<ActiveSellerRow>(
    `SELECT u.id, u.username, count(i.id)::int AS available_count,
       fb.feedback_count, fb.feedback_positive, fb.feedback_negative,
       EXISTS (SELECT 1 FROM following fo WHERE fo.follower_id = $3 AND fo.followed_id = u.id) AS following
     FROM users u
     JOIN items i ON i.seller_id = u.id AND i.state = 'available'
     JOIN categories c ON c.id = i.category_id
     CROSS JOIN LATERAL (${feedbackTallySql('u.id')}) fb
     WHERE ($1::int IS NULL OR $1 = ANY (c.lineage)) AND u.id <> $3
     GROUP BY u.id, u.username, fb.feedback_count, fb.feedback_positive, fb.feedback_negative
     ORDER BY available_count DESC, u.id
     LIMIT $2`,
    [params.category_id ?? null, params.page_size, viewerId ?? 0],
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    avatar_url: avatarUrl(row.id),
    following: row.following,
    feedback: feedbackOf(row),
    available_count: row.available_count,
  }));
}

/**
 * Follows or unfollows a user; repeating either changes nothing. Null when the followed user does
 * not exist.
 */
export async function setFollowing(
  db: Db,
  followerId: number,
  followedId: number,
  follow: boolean,
): Promise<{ following: boolean } | null> {
  const [user] = await db.query('SELECT 1 FROM users WHERE id = $1', [followedId]);
  if (!user) return null;
  if (follow) {
    await db.query('INSERT INTO following (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      followerId,
      followedId,
    ]);
  } else {
    await db.query('DELETE FROM following WHERE follower_id = $1 AND followed_id = $2', [followerId, followedId]);
  }
  return { following: follow };
}

/** The signed-in account (id from the token, uuid its claim); null when the user no longer exists. */
export async function findAccount(db: Db, userId: number, uuid: string): Promise<Account | null> {
  const [row] = await db.query<{
    id: number;
    username: string;
    external_id: string | null;
    avatar_key: string | null;
  }>(`SELECT id, username, external_id, ${uploadKeySql('avatar_image_id')} AS avatar_key FROM users WHERE id = $1`, [
    userId,
  ]);
  if (!row) return null;
  return {
    id: row.id,
    uuid,
    username: row.username,
    avatar_url: avatarUrl(row.id, row.avatar_key),
    external_id: row.external_id,
    ...(await contactVerification(db, userId)),
  };
}
