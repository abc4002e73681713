import type { ReferralOutcome } from '../../schemas/entities/referrals';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { recordReferral } from '../referrals/referrals';
import type { SocialProvider } from './social-verifier';

export interface LoginRow {
  user_id: number;
  uuid: string;
  username: string;
  email: string;
  password_hash: string | null;
  pin_hash: string | null;
  email_verified: boolean;
}

const LOGIN_COLUMNS = `l.user_id, u.uuid::text AS uuid, u.username, l.email, l.password_hash, l.pin_hash, l.email_verified`;

/** The sign-in of a username or an e-mail address (both case-insensitive), if any. */
export async function findLogin(db: Db, usernameOrEmail: string): Promise<LoginRow | null> {
  const name = usernameOrEmail.trim().toLowerCase();
  const [row] = await db.query<LoginRow>(
    `SELECT ${LOGIN_COLUMNS} FROM user_logins l JOIN users u ON u.id = l.user_id
     WHERE lower(l.email) = $1 OR lower(u.username) = $1 ORDER BY (lower(u.username) = $1) DESC LIMIT 1`,
    [name],
  );
  return row ?? null;
}

export async function findLoginByUserId(db: Db, userId: number): Promise<LoginRow | null> {
  const [row] = await db.query<LoginRow>(
    `SELECT ${LOGIN_COLUMNS} FROM user_logins l JOIN users u ON u.id = l.user_id WHERE l.user_id = $1`,
    [userId],
  );
  return row ?? null;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM user_logins WHERE lower(email) = lower($1)', [email])).length > 0;
}

async function usernameTaken(db: Db, username: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username])).length > 0;
}

export interface NewAccount {
  email: string;
  username: string;
  passwordHash: string | null;
  referralCode: string | null;
  /** 'password', or the social provider that registered it. */
  method: string;
  social?: { provider: SocialProvider; providerUserId: string; email: string | null };
  /** The registering device's client id: a referral from a device the code's owner signed in on is ignored. */
  clientId?: string;
}

/**
 * Creates a user with its sign-in (and linked social account) in one transaction. A taken username
 * or e-mail is a 409 naming the field; the database's unique indexes back the checks up.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
): Promise<{ userId: number; uuid: string; referral: ReferralOutcome | null }> {
  try {
    return await db.transaction(async (tx) => {
      if (await usernameTaken(tx, account.username)) throw taken('username');
      if (await emailTaken(tx, account.email)) throw taken('email');
      const [user] = await tx.query<{ id: number; uuid: string }>(
        'INSERT INTO users (username, joined_at) VALUES ($1, now()) RETURNING id, uuid::text AS uuid',
        [account.username],
      );
      const userId = user!.id;
      await tx.query(
        `INSERT INTO user_logins (user_id, email, password_hash, referral_code, registration_method, email_verified)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          userId,
          account.email,
          account.passwordHash,
          account.referralCode,
          account.method,
          Boolean(account.social?.email && account.social.email.toLowerCase() === account.email.toLowerCase()),
        ],
      );
      if (account.social) await linkSocialAccount(tx, userId, account.social);
      // The code's owner becomes the referrer (unknown codes and self-referrals are left out).
      const referral = await recordReferral(tx, userId, account.referralCode, {
        email: account.email,
        clientId: account.clientId,
      });
      return { userId, uuid: user!.uuid, referral };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw taken(String((error as { constraint?: string }).constraint ?? '').includes('email') ? 'email' : 'username');
    throw error;
  }
}

export async function linkSocialAccount(
  db: Db,
  userId: number,
  social: NonNullable<NewAccount['social']>,
): Promise<number> {
  try {
    const [row] = await db.query<{ id: number }>(
      'INSERT INTO social_accounts (user_id, provider, provider_user_id, email) VALUES ($1, $2, $3, $4) RETURNING id',
      [userId, social.provider, social.providerUserId, social.email],
    );
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, [
        { message: 'This social account is already linked', code: 'already_linked', field: 'account_type' },
      ]);
    }
    throw error;
  }
}

export async function findSocialUser(db: Db, provider: SocialProvider, providerUserId: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    'SELECT user_id FROM social_accounts WHERE provider = $1 AND provider_user_id = $2',
    [provider, providerUserId],
  );
  return row?.user_id ?? null;
}

function taken(field: 'username' | 'email'): ApiError {
  const message = field === 'email' ? 'An account with this email already exists' : 'This username is taken';
  return new ApiError(409, [{ message, code: 'taken', field }]);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
