import { PRO_ALLOWLIST } from '../../schemas/entities/pro';
import type { Db } from '../db/db';

/**
 * Whether the user has Kitswap Pro (spec §6): the site configuration opens it to everyone
 * (`site_settings` pro_enabled), or the username is on the fixed allowlist.
 */
export async function isPro(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.query<{ username: string; pro_enabled: boolean }>(
    `SELECT u.username,
            coalesce((SELECT s.value = 'true'::jsonb FROM site_settings s WHERE s.key = 'pro_enabled'), false) AS pro_enabled
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row !== undefined && (row.pro_enabled || PRO_ALLOWLIST.includes(row.username));
}
