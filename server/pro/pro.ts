import { PRO_ACCESS_FEATURE } from '../../schemas/entities/pro';
import type { Db } from '../db/db';

/**
 * A past-due subscription: active, its renewal refused, a retry to come (the grace period, migration 136).
 * `s` is the pro_subscriptions alias.
 */
export const PAST_DUE_SQL = "(s.state = 'active' AND s.retry_at IS NOT NULL)";

/**
 * A subscription that runs now: paid up to current_period_end, canceled or not (a cancel stops the renewal), or past
 * due (its plan lasts through the grace period). `s` is the pro_subscriptions alias.
 */
export const RUNNING_SUBSCRIPTION_SQL = `(s.current_period_end > ks_now() OR ${PAST_DUE_SQL})`;

/**
 * SQL true when the user (`userSql`: a column or a parameter) has a running subscription whose plan grants
 * the feature (`featureSql`: a parameter or a quoted slug). For checks written in SQL (insights, the offer floor).
 */
export const grantsFeatureSql = (userSql: string, featureSql: string): string =>
  `EXISTS (SELECT 1 FROM pro_subscriptions s JOIN pro_plans p ON p.slug = s.plan
            WHERE s.user_id = ${userSql} AND ${RUNNING_SUBSCRIPTION_SQL} AND ${featureSql} = ANY (p.features))`;

/**
 * Whether Kitswap Pro is available to the user (spec §6): the site configuration opens it to everyone
 * (`site_settings` pro_enabled), or the account holds the grant (`pro_access` in its features, set by an admin;
 * issue 31: never its username, which anyone could take). They may subscribe.
 */
export async function isProAvailable(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.query<{ available: boolean }>(
    `SELECT coalesce((SELECT s.value = 'true'::jsonb FROM site_settings s WHERE s.key = 'pro_enabled'), false)
            OR EXISTS (SELECT 1 FROM user_configurations c WHERE c.user_id = u.id AND $2 = ANY (c.features)) AS available
     FROM users u WHERE u.id = $1`,
    [userId, PRO_ACCESS_FEATURE],
  );
  return row?.available ?? false;
}

/**
 * Whether the user has Kitswap Pro: it is available to them (spec §6's Pro user), or a subscription of
 * theirs runs (bought while it was available; it lasts its paid period even if the site closes Pro).
 */
export async function isPro(db: Db, userId: number): Promise<boolean> {
  return (await isProAvailable(db, userId)) || (await proFeatures(db, userId)).length > 0;
}

/** The features the user's running subscription grants (its plan's), none without one. */
export async function proFeatures(db: Db, userId: number): Promise<string[]> {
  const [row] = await db.query<{ features: string[] }>(
    `SELECT p.features FROM pro_subscriptions s JOIN pro_plans p ON p.slug = s.plan
      WHERE s.user_id = $1 AND ${RUNNING_SUBSCRIPTION_SQL}
      ORDER BY s.current_period_end DESC LIMIT 1`,
    [userId],
  );
  return row?.features ?? [];
}
