import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '../../schemas/requests/iam';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { createAccount } from './accounts';
import { DEMO_PASSWORD } from './demo-password';
import { hashPassword } from './passwords';

/** What `npm run admin:create` asks for: the registration's rules, and never the published demo password. */
const adminAccountSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema.refine((password) => password !== DEMO_PASSWORD, 'This is the published demo password'),
});

export type AdminAccount = z.input<typeof adminAccountSchema>;

/**
 * The first admin of a real deployment (issue 31; `scripts/admin-create.ts`). A new username is registered through
 * `createAccount`, the registration's own SQL, with its e-mail marked verified (the operator vouches for it). An
 * existing account is promoted only when the e-mail is its sign-in address (a typo must not promote a stranger),
 * and its password is set to the one given and its sessions end. Either way `user_configurations.admin` is set and
 * the `cms_editor` feature granted (what demo_admin has). Refused input throws an Error naming each problem.
 */
export async function createOrPromoteAdmin(db: Db, input: AdminAccount): Promise<{ userId: number; created: boolean }> {
  const parsed = adminAccountSchema.safeParse(input);
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const { username, email, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  const [existing] = await db.query<{ id: number; email: string | null }>(
    `SELECT u.id, l.email FROM users u LEFT JOIN user_logins l ON l.user_id = u.id
      WHERE lower(u.username) = lower($1) AND u.deleted_at IS NULL`,
    [username],
  );
  if (existing && existing.email?.toLowerCase() !== email.toLowerCase())
    throw new Error(`${username} exists with another e-mail address (or none); give its sign-in address to promote it`);
  let created = false;
  let userId = existing?.id;
  if (userId === undefined) {
    try {
      ({ userId } = await createAccount(db, { email, username, passwordHash, referralCode: null, method: 'password' }));
      created = true;
    } catch (error) {
      if (error instanceof ApiError)
        throw new Error(error.errors.map((e) => `${e.field}: ${e.message}`).join('; '), { cause: error });
      throw error;
    }
  }
  await db.transaction(async (tx) => {
    await tx.query('UPDATE user_logins SET password_hash = $2, email_verified = true WHERE user_id = $1', [
      userId,
      passwordHash,
    ]);
    if (!created) await tx.query('DELETE FROM refresh_tokens WHERE user_id = $1', [userId]);
    await tx.query(
      `INSERT INTO user_configurations (user_id, admin, features) VALUES ($1, true, '{cms_editor}')
       ON CONFLICT (user_id) DO UPDATE SET admin = true,
         features = CASE WHEN 'cms_editor' = ANY (user_configurations.features) THEN user_configurations.features
                         ELSE array_append(user_configurations.features, 'cms_editor') END`,
      [userId],
    );
  });
  return { userId: userId!, created };
}
