import type { AccountSettings } from '../../schemas/requests/account-settings';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { uploadKeySql } from '../images/image-paths';
import { mayRequestMail } from '../notifications/mail-limits';
import type { PaymentGateway } from '../payments/gateway';
import { avatarUrl } from '../users/social';

/** How long the link mailed to a new e-mail address stays good. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** Swap stages with money or goods under way: an account in one of them cannot be deleted yet. */
const SWAP_STAGES_UNDER_WAY = ['awaiting_payment', 'paid', 'label_printed', 'shipped', 'delivered', 'disputed'];

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** What My Settings shows; null for an unknown (or deleted) user. */
export async function readAccountSettings(db: Db, userId: number): Promise<AccountSettings | null> {
  const [row] = await db.query<{
    id: number;
    username: string;
    avatar_image_id: number | null;
    avatar_key: string | null;
    ship_days: number;
    email: string | null;
    email_verified: boolean | null;
    has_password: boolean;
    pending_email: string | null;
    phone_verified: boolean;
  }>(
    `SELECT u.id, u.username, u.avatar_image_id, ${uploadKeySql('u.avatar_image_id')} AS avatar_key, u.ship_days, l.email, l.email_verified,
            l.password_hash IS NOT NULL AS has_password,
            (SELECT e.email FROM email_changes e WHERE e.user_id = u.id AND e.expires_at > now()) AS pending_email,
            EXISTS (SELECT 1 FROM user_phones p WHERE p.user_id = u.id) AS phone_verified
       FROM users u LEFT JOIN user_logins l ON l.user_id = u.id
      WHERE u.id = $1 AND u.deleted_at IS NULL`,
    [userId],
  );
  if (!row) return null;
  return {
    username: row.username,
    avatar_url: avatarUrl(row.id, row.avatar_key),
    avatar_uploaded: row.avatar_image_id !== null,
    email: row.email,
    email_verified: row.email_verified ?? false,
    pending_email: row.pending_email,
    phone_verified: row.phone_verified,
    has_password: row.has_password,
    ship_days: row.ship_days,
  };
}

/**
 * The caller's uploaded photo `imageId` becomes the avatar. Another user's photo is 404 like an unknown one;
 * a photo of a listing or a dispute is 409 (it goes with them).
 */
export async function setAvatar(db: Db, userId: number, imageId: number): Promise<void> {
  const updated = await db.query(
    `UPDATE users SET avatar_image_id = i.id FROM uploaded_images i
      WHERE users.id = $1 AND users.deleted_at IS NULL AND i.id = $2 AND i.owner_id = $1 AND i.item_id IS NULL AND i.dispute_id IS NULL
      RETURNING users.id`,
    [userId, imageId],
  );
  if (updated.length > 0) return;
  const [owned] = await db.query('SELECT 1 FROM uploaded_images WHERE id = $1 AND owner_id = $2', [imageId, userId]);
  if (owned)
    throw new ApiError(409, [
      { message: 'This photo belongs to a listing; upload a new one', code: 'attached', field: 'image_id' },
    ]);
  throw new ApiError(404, [{ message: 'Photo not found', code: 'not_found', field: 'image_id' }]);
}

/** Back to the generated avatar; the photo is loose again (the cleanup removes it later). */
export async function clearAvatar(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE users SET avatar_image_id = NULL WHERE id = $1', [userId]);
}

const usernameTaken = () =>
  new ApiError(422, [{ message: 'This username is taken', code: 'taken', field: 'username' }]);

/** A new username (registration's rules were checked on the body); another user's, in any case, is 422. */
export async function changeUsername(db: Db, userId: number, username: string): Promise<void> {
  try {
    const updated = await db.query(
      `UPDATE users SET username = $2 WHERE id = $1 AND deleted_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM users o WHERE lower(o.username) = lower($2) AND o.id <> $1)
       RETURNING id`,
      [userId, username],
    );
    if (updated.length === 0) throw usernameTaken();
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/**
 * Asks to move the sign-in to `email`: replaces any open request with one whose token (kept as its sha256) is
 * mailed to the new address through the notice outbox. The sign-in address and its `email_verified` stay as
 * they are until the link is opened. The caller's own address, or another account's, is 422.
 */
export async function requestEmailChange(db: Db, userId: number, email: string, origin: MailOrigin): Promise<void> {
  const [login] = await db.query<{ email: string }>('SELECT email FROM user_logins WHERE user_id = $1', [userId]);
  if (!login) throw ApiError.notFound('This account has no sign-in to change');
  if (login.email.toLowerCase() === email.toLowerCase())
    throw new ApiError(422, [{ message: 'This is already your email address', code: 'unchanged', field: 'email' }]);
  const [taken] = await db.query('SELECT 1 FROM user_logins WHERE lower(email) = lower($1) AND user_id <> $2', [
    email,
    userId,
  ]);
  if (taken)
    throw new ApiError(422, [{ message: 'An account with this email already exists', code: 'taken', field: 'email' }]);
  await mailEmailLink(db, userId, email, origin, {
    subject: 'Confirm your new Kitswap email address',
    text: (link) => `Open this link within ${EMAIL_CHANGE_TTL_HOURS} hours to use this address for Kitswap: ${link}`,
  });
}

/**
 * Asks to verify the sign-in address (My Settings' 'Verify email'): the same mailed link as a change of address, to
 * the address itself, so opening it (`verifyEmailChange`) marks it verified. It replaces an open change request:
 * one mailed link per account, the latest asked for. An address verified already is 409 `already_verified`.
 */
export async function requestEmailVerification(db: Db, userId: number, origin: MailOrigin): Promise<void> {
  const [login] = await db.query<{ email: string; email_verified: boolean }>(
    'SELECT email, email_verified FROM user_logins WHERE user_id = $1',
    [userId],
  );
  if (!login) throw ApiError.notFound('This account has no email address to verify');
  if (login.email_verified)
    throw new ApiError(409, [{ message: 'Your email address is verified already', code: 'already_verified' }]);
  await mailEmailLink(db, userId, login.email, origin, {
    subject: 'Verify your Kitswap email address',
    text: (link) =>
      `Open this link within ${EMAIL_CHANGE_TTL_HOURS} hours to verify your Kitswap email address: ${link}`,
  });
}

/** Where a mailed link points (the site) and who asked for it (the caller's address, which the mail limits count). */
export interface MailOrigin {
  siteOrigin: string;
  callerAddress: string;
}

/**
 * A new link for `email` (its token kept as its sha256 in email_changes, one per account), mailed to it — unless a
 * mail limit (notifications/mail-limits.ts) is used up: then nothing is mailed and the caller is answered as if it
 * had been. An open request to the same address is kept (the link mailed last still works); another is replaced by
 * this one, unmailed, so the answer (the pending address) is the same as a sent one's.
 */
async function mailEmailLink(
  db: Db,
  userId: number,
  email: string,
  { siteOrigin, callerAddress }: MailOrigin,
  mail: { subject: string; text: (link: string) => string },
): Promise<void> {
  const token = newSecretToken();
  const link = `${siteOrigin}/settings/account?${new URLSearchParams({ email_token: token })}`;
  if (!(await mayRequestMail(db, { userId, to: email, callerAddress }))) {
    await db.query(
      `INSERT INTO email_changes (user_id, email, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, token_hash = EXCLUDED.token_hash,
         requested_at = now(), expires_at = EXCLUDED.expires_at
       WHERE lower(email_changes.email) <> lower(EXCLUDED.email) OR email_changes.expires_at <= now()`,
      [userId, email, hashSecretToken(token), EMAIL_CHANGE_TTL_HOURS],
    );
    return;
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO email_changes (user_id, email, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, token_hash = EXCLUDED.token_hash,
         requested_at = now(), expires_at = EXCLUDED.expires_at`,
      [userId, email, hashSecretToken(token), EMAIL_CHANGE_TTL_HOURS],
    );
    await tx.query(
      `INSERT INTO notice_outbox (user_id, to_address, event, subject, body) VALUES ($1, $2, 'email_change', $3, $4)`,
      [userId, email, mail.subject, mail.text(link)],
    );
  });
}

/**
 * The mailed link opened by the signed-in owner: in one statement the request is spent and its address becomes
 * the verified sign-in address. An unknown, expired or another user's token is 422 alike; an address another
 * account took meanwhile is 422 `taken` (and the request stays).
 */
export async function verifyEmailChange(db: Db, userId: number, token: string): Promise<string> {
  try {
    const [changed] = await db.query<{ email: string }>(
      `WITH spent AS (
         DELETE FROM email_changes WHERE user_id = $1 AND token_hash = $2 AND expires_at > now() RETURNING email)
       UPDATE user_logins l SET email = spent.email, email_verified = true FROM spent
        WHERE l.user_id = $1 RETURNING l.email`,
      [userId, hashSecretToken(token)],
    );
    if (!changed)
      throw new ApiError(422, [
        { message: 'This link is not valid any more. Ask for a new one.', code: 'invalid_token', field: 'token' },
      ]);
    return changed.email;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(422, [
        { message: 'An account with this email already exists', code: 'taken', field: 'email' },
      ]);
    throw error;
  }
}

export async function setShipDays(db: Db, userId: number, shipDays: number): Promise<void> {
  await db.query('UPDATE users SET ship_days = $2 WHERE id = $1 AND deleted_at IS NULL', [userId, shipDays]);
}

/**
 * Deletes the account by anonymising it (screens/settings-account/README.md tells what is kept): refused (409)
 * while a swap of theirs has money or goods under way. Its sign-in, sessions, linked accounts, phone, addresses,
 * pending e-mail change, avatar and saved cards (forgotten by the vault) go; its listings are removed and its
 * Kitswap Pro plan stops renewing; the user row stays as 'deleted-{id}' so swaps, orders, feedback and the ledger
 * keep their counterparty. One transaction.
 */
export async function deleteAccount(db: Db, gateway: PaymentGateway, userId: number): Promise<void> {
  try {
    await anonymiseAccount(db, gateway, userId);
  } catch (error) {
    // A deletion that cannot finish says to try again, never a 500; its transaction wrote nothing.
    if (isUniqueViolation(error))
      throw new ApiError(409, [
        { message: 'Your account could not be deleted just now. Please try again.', code: 'try_again' },
      ]);
    throw error;
  }
}

async function anonymiseAccount(db: Db, gateway: PaymentGateway, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks the user row first: a swap starting meanwhile waits for this to end or sees the account gone.
    const [user] = await tx.query('SELECT id FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [userId]);
    if (!user) throw ApiError.notFound('Account not found');
    const [busy] = await tx.query(
      'SELECT 1 FROM swaps WHERE (buyer_id = $1 OR seller_id = $1) AND stage = ANY ($2::text[]) LIMIT 1',
      [userId, SWAP_STAGES_UNDER_WAY],
    );
    if (busy)
      throw new ApiError(409, [
        {
          message:
            'Finish your swaps in progress (payment, shipping, delivery or a dispute) before deleting your account',
          code: 'swaps_in_progress',
        },
      ]);
    for (const table of [
      'user_logins',
      'refresh_tokens',
      'social_accounts',
      'user_phones',
      'phone_verification_codes',
      'email_changes',
      'addresses',
      'locker_profiles',
    ])
      await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    // Saved cards go, and the vault lets go of them; a Kitswap Pro plan stops renewing.
    const cards = await tx.query<{ token: string; gateway: string }>(
      'DELETE FROM payment_methods WHERE user_id = $1 RETURNING token, gateway',
      [userId],
    );
    for (const card of cards)
      if (gateway.available && card.gateway === gateway.name) await gateway.forgetCard(card.token);
    await tx.query(
      `UPDATE pro_subscriptions SET state = 'canceled', canceled_at = ks_now(), next_plan = NULL, next_cycle = NULL
        WHERE user_id = $1 AND state = 'active'`,
      [userId],
    );
    await tx.query("UPDATE items SET state = 'removed' WHERE seller_id = $1 AND state IN ('available', 'draft')", [
      userId,
    ]);
    // 'deleted-{id}': a '-' no registration or rename may take (and `deleted_{id}` is reserved). Should the name
    // exist anyway (written by hand), a random suffix keeps the deletion going rather than failing it.
    await tx.query(
      `UPDATE users SET username = CASE
           WHEN EXISTS (SELECT 1 FROM users o WHERE lower(o.username) = 'deleted-' || users.id AND o.id <> users.id)
           THEN 'deleted-' || users.id || '-' || substr(md5(random()::text), 1, 8)
           ELSE 'deleted-' || users.id END,
         avatar_image_id = NULL, deleted_at = now()
       WHERE id = $1`,
      [userId],
    );
  });
}

/**
 * Self-unrestrict (spec §2.5, §6): lifts the restriction in one statement, only when the server offers it
 * (restricted and `can_self_unrestrict`); otherwise 403, or 409 for an account that is not restricted.
 */
export async function unrestrict(db: Db, userId: number): Promise<void> {
  const lifted = await db.query(
    `UPDATE user_configurations SET restricted = false, can_self_unrestrict = false
      WHERE user_id = $1 AND restricted AND can_self_unrestrict RETURNING user_id`,
    [userId],
  );
  if (lifted.length > 0) return;
  const [row] = await db.query('SELECT 1 FROM user_configurations WHERE user_id = $1 AND restricted', [userId]);
  if (!row) throw new ApiError(409, [{ message: 'Your account is not restricted', code: 'not_restricted' }]);
  throw new ApiError(403, [
    { message: 'This restriction can only be lifted by Support. Please contact Support.', code: 'forbidden' },
  ]);
}
