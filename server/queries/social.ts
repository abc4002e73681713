import type { Account } from '../../schemas/entities/account';
import type { ActiveSeller } from '../../schemas/entities/active-seller';
import type { Db } from '../db/db';
import { contactVerification } from './verification';

/** A user's avatar image. */
export const avatarUrl = (userId: number) => `/media/avatars/${userId}.svg`;

/** A seller's feedback as shown: the count and the share positive in percent (null when there is none). */
export const feedbackOf = (count: number, positive: number) => ({
  count,
  score: count === 0 ? null : (100 * positive) / count,
});

interface ActiveSellerRow {
  id: number;
  username: string;
  available_count: number;
  feedback_count: number;
  feedback_positive: number;
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
       (SELECT count(*)::int FROM feedback f WHERE f.seller_id = u.id) AS feedback_count,
       (SELECT count(*)::int FROM feedback f WHERE f.seller_id = u.id AND f.positive) AS feedback_positive,
       EXISTS (SELECT 1 FROM following fo WHERE fo.follower_id = $3 AND fo.followed_id = u.id) AS following
     FROM users u
     JOIN items i ON i.seller_id = u.id AND i.state = 'available'
     JOIN categories c ON c.id = i.category_id
     WHERE ($1::int IS NULL OR $1 = ANY (c.lineage)) AND u.id <> $3
     GROUP BY u.id, u.username
     ORDER BY available_count DESC, u.id
     LIMIT $2`,
    [params.category_id ?? null, params.page_size, viewerId ?? 0],
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    avatar_url: avatarUrl(row.id),
    following: row.following,
    feedback: feedbackOf(row.feedback_count, row.feedback_positive),
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
  const [row] = await db.query<{ id: number; username: string; external_id: string | null }>(
    'SELECT id, username, external_id FROM users WHERE id = $1',
    [userId],
  );
  if (!row) return null;
  return {
    id: row.id,
    uuid,
    username: row.username,
    avatar_url: avatarUrl(row.id),
    external_id: row.external_id,
    ...(await contactVerification(db, userId)),
  };
}
