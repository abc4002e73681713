import type { ActiveSeller } from '../../schemas/entities/active-seller';
import type { Paging } from '../../schemas/entities/paging';
import {
  FEEDBACK_RATINGS,
  type FeedbackEntry,
  type FeedbackRating,
  type UserProfile,
} from '../../schemas/entities/user-profile';
import type { ParsedFeedbackParams, ParsedUserListParams } from '../../schemas/requests/locker';
import type { Db } from '../db/db';
import { uploadKeySql } from '../images/image-paths';
import { coverUrl, lockerProSql } from './locker-profile';
import { avatarUrl, feedbackOf, feedbackTallySql, type FeedbackTally } from './social';

const paging = (params: ParsedUserListParams, totalCount: number): Paging => ({
  page: params.page,
  page_size: params.page_size,
  total_count: totalCount,
  total_pages: Math.ceil(totalCount / params.page_size),
});

/**
 * The user a locker path names: digits are a user id, anything else a username (usernames are
 * matched exactly, as the locker links them). Null when there is no such user.
 */
export async function findUserId(db: Db, key: string): Promise<number | null> {
  const [row] = /^\d{1,9}$/.test(key)
    ? await db.query<{ id: number }>('SELECT id FROM users WHERE id = $1', [Number(key)])
    : await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [key]);
  return row?.id ?? null;
}

interface ProfileRow extends FeedbackTally {
  id: number;
  uuid: string;
  username: string;
  joined_at: Date;
  avatar_key: string | null;
  country: string;
  ship_days: number;
  followers_count: number;
  following_count: number;
  available_count: number;
  sold_count: number;
  following: boolean;
  pro: boolean;
  bio: string | null;
  cover_key: string | null;
}

/** GET /v1/users/{id}?src=locker: the profile at the head of a locker, with its counts. */
export async function findUserProfile(db: Db, userId: number, viewerId: number | null): Promise<UserProfile | null> {
  const [row] = await db.query<ProfileRow>(
    `SELECT u.id, u.uuid::text AS uuid, u.username, u.joined_at, u.country, u.ship_days, ${uploadKeySql('u.avatar_image_id')} AS avatar_key,
       fb.feedback_count, fb.feedback_positive, fb.feedback_negative,
       (SELECT count(*)::int FROM following fo WHERE fo.followed_id = u.id) AS followers_count,
       (SELECT count(*)::int FROM following fo WHERE fo.follower_id = u.id) AS following_count,
       (SELECT count(*)::int FROM items i WHERE i.seller_id = u.id AND i.state = 'available') AS available_count,
       (SELECT count(*)::int FROM items i WHERE i.seller_id = u.id AND i.state = 'sold') AS sold_count,
       EXISTS (SELECT 1 FROM following fo WHERE fo.follower_id = $2 AND fo.followed_id = u.id) AS following,
       lp.pro, lp.bio, lp.cover_key
     FROM users u CROSS JOIN LATERAL (${feedbackTallySql('u.id')}) fb CROSS JOIN LATERAL (${lockerProSql('u.id')}) lp
     WHERE u.id = $1`,
    [userId, viewerId ?? 0],
  );
  if (!row) return null;
  const { feedback_count, feedback_positive, feedback_negative, joined_at, avatar_key, cover_key, ...rest } = row;
  return {
    ...rest,
    cover_url: coverUrl(cover_key),
    avatar_url: avatarUrl(row.id, avatar_key),
    joined_at: joined_at.toISOString(),
    feedback: feedbackOf({ feedback_count, feedback_positive, feedback_negative }),
  };
}

interface PersonRow extends FeedbackTally {
  total_count: number;
  id: number | null;
  username: string;
  available_count: number;
  following: boolean;
}

/**
 * A locker's Followers (who follow the user) or Following (whom the user follows), the most recent
 * first, each as an active seller with whether the caller follows them.
 */
export async function findPeople(
  db: Db,
  userId: number,
  list: 'followers' | 'following',
  params: ParsedUserListParams,
  viewerId: number | null,
): Promise<{ users: ActiveSeller[]; paging: Paging }> {
  const [mine, theirs] = list === 'followers' ? ['followed_id', 'follower_id'] : ['follower_id', 'followed_id'];
  const rows = await db.query<PersonRow>(
    `SELECT total.count AS total_count, u.id, u.username,
       (SELECT count(*)::int FROM items i WHERE i.seller_id = u.id AND i.state = 'available') AS available_count,
       fb.feedback_count, fb.feedback_positive, fb.feedback_negative,
       EXISTS (SELECT 1 FROM following v WHERE v.follower_id = $4 AND v.followed_id = u.id) AS following
     FROM (SELECT count(*)::int AS count FROM following WHERE ${mine} = $1) total
     LEFT JOIN (
       SELECT ${theirs} AS person_id, row_number() OVER (ORDER BY created_at DESC, ${theirs} DESC) AS position
       FROM following WHERE ${mine} = $1
       ORDER BY created_at DESC, ${theirs} DESC LIMIT $2 OFFSET $3
     ) page ON true
     LEFT JOIN users u ON u.id = page.person_id
     LEFT JOIN LATERAL (${feedbackTallySql('u.id')}) fb ON true
     ORDER BY page.position`,
    [userId, params.page_size, (params.page - 1) * params.page_size, viewerId ?? 0],
  );
  const users = rows
    .filter((row): row is PersonRow & { id: number } => row.id !== null)
    .map((row) => ({
      id: row.id,
      username: row.username,
      avatar_url: avatarUrl(row.id),
      following: row.following,
      feedback: feedbackOf(row),
      available_count: row.available_count,
    }));
  return { users, paging: paging(params, rows[0]?.total_count ?? 0) };
}

interface FeedbackRow {
  total_count: number;
  id: number | null;
  rating: FeedbackRating;
  comment: string | null;
  created_at: Date;
  author_id: number;
  author_username: string;
  item_id: number | null;
  item_name: string | null;
}

/**
 * A locker's Feedback: what buyers left the user, newest first, of the ratings asked for (all when
 * none), each with its comment and the item of the swap it rates.
 */
export async function findFeedback(
  db: Db,
  userId: number,
  params: ParsedFeedbackParams,
): Promise<{ entries: FeedbackEntry[]; paging: Paging }> {
  const ratings: FeedbackRating[] = params['rating[]'] ?? [...FEEDBACK_RATINGS];
  const rows = await db.query<FeedbackRow>(
    `SELECT total.count AS total_count, f.id, f.rating, f.comment, f.created_at,
       a.id AS author_id, a.username AS author_username, i.id AS item_id, i.name AS item_name
     FROM (SELECT count(*)::int AS count FROM feedback WHERE seller_id = $1 AND rating = ANY ($4::text[])) total
     LEFT JOIN (
       SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS position
       FROM feedback WHERE seller_id = $1 AND rating = ANY ($4::text[])
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
     ) page ON true
     LEFT JOIN feedback f ON f.id = page.id
     LEFT JOIN users a ON a.id = f.author_id
     LEFT JOIN swaps s ON s.id = f.swap_id
     LEFT JOIN items i ON i.id = s.item_id
     ORDER BY page.position`,
    [userId, params.page_size, (params.page - 1) * params.page_size, ratings],
  );
  const entries = rows
    .filter((row): row is FeedbackRow & { id: number } => row.id !== null)
    .map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      created_at: row.created_at.toISOString(),
      author: { id: row.author_id, username: row.author_username, avatar_url: avatarUrl(row.author_id) },
      item: row.item_id === null ? null : { id: row.item_id, name: row.item_name ?? '' },
    }));
  return { entries, paging: paging(params, rows[0]?.total_count ?? 0) };
}
