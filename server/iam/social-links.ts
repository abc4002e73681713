import type { SocialAccountType, SocialLinks } from '../../schemas/requests/connected-accounts';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/** The user's linked social accounts, oldest first, and whether the account has a password. */
export async function listSocialLinks(db: Db, userId: number): Promise<SocialLinks> {
  const accounts = await db.query<{ account_type: SocialAccountType; account_id: string; email: string | null }>(
    `SELECT provider AS account_type, provider_user_id AS account_id, email,
       to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS linked_at
     FROM social_accounts WHERE user_id = $1 ORDER BY created_at, id`,
    [userId],
  );
  const [login] = await db.query<{ has_password: boolean }>(
    'SELECT password_hash IS NOT NULL AS has_password FROM user_logins WHERE user_id = $1',
    [userId],
  );
  return { has_password: login?.has_password ?? false, accounts: accounts as SocialLinks['accounts'] };
}

/**
 * Unlinks one of the user's social accounts, unless it is the only way into the account (no
 * password and no other linked account): 422 `only_sign_in_method`. The user's row is locked first,
 * so two unlinks at once cannot both see the other's account and leave none. 404 when the user has
 * no such link.
 */
export async function unlinkSocialAccount(
  db: Db,
  userId: number,
  accountType: SocialAccountType,
  accountId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [link] = await tx.query<{ id: number; others: number; has_password: boolean }>(
      `SELECT s.id,
         (SELECT count(*)::int FROM social_accounts o WHERE o.user_id = s.user_id AND o.id <> s.id) AS others,
         EXISTS (SELECT 1 FROM user_logins l WHERE l.user_id = s.user_id AND l.password_hash IS NOT NULL)
           AS has_password
       FROM social_accounts s WHERE s.user_id = $1 AND s.provider = $2 AND s.provider_user_id = $3`,
      [userId, accountType, accountId],
    );
    if (!link) throw ApiError.notFound('Linked account not found');
    if (!link.has_password && link.others === 0)
      throw new ApiError(422, [
        {
          message: 'This is the only way you sign in. Set a password or link another account before unlinking it.',
          code: 'only_sign_in_method',
          field: 'account_type',
        },
      ]);
    await tx.query('DELETE FROM social_accounts WHERE id = $1', [link.id]);
  });
}
