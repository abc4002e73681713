import { hashSecretToken, newSecretToken } from '../auth/secret-tokens';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { mayRequestMail } from './mail-limits';

/** How long a newsletter confirmation link stays good. */
export const NEWSLETTER_CONFIRMATION_TTL_HOURS = 7 * 24;

/** Where the mailed link lands: a page with a button that confirms (a mail scanner's GET changes nothing). */
export const NEWSLETTER_CONFIRM_PATH = '/account/newsletter';

/**
 * A newsletter sign-up (double opt-in, issue 31): a pending subscription for the address and one mailed link to
 * confirm it; the address is subscribed only when the link is opened (`confirmNewsletterSubscription`). The token is
 * kept as its sha256, one open link per address (a new sign-up replaces it). An address already subscribed, or past
 * a mail limit (notifications/mail-limits.ts), gets no mail; the caller is answered alike either way.
 */
export async function requestNewsletterSubscription(
  db: Db,
  email: string,
  source: string,
  { siteOrigin, callerAddress, userId = null }: { siteOrigin: string; callerAddress: string; userId?: number | null },
): Promise<void> {
  const address = email.trim().toLowerCase();
  const [subscribed] = await db.query('SELECT 1 FROM newsletter_subscriptions WHERE email = $1', [address]);
  if (subscribed) return;
  if (!(await mayRequestMail(db, { userId, to: address, callerAddress }))) return;
  const token = newSecretToken();
  const link = `${siteOrigin}${NEWSLETTER_CONFIRM_PATH}?${new URLSearchParams({ token })}`;
  await db.transaction(async (tx) => {
    // Lapsed links go as new ones come, a few at a time, never waiting on a row another sign-up holds.
    await tx.query(
      `DELETE FROM newsletter_confirmations WHERE email IN (
         SELECT email FROM newsletter_confirmations WHERE expires_at <= now() ORDER BY expires_at LIMIT 50
            FOR UPDATE SKIP LOCKED)`,
    );
    await tx.query(
      `INSERT INTO newsletter_confirmations (email, source, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))
       ON CONFLICT (email) DO UPDATE SET source = EXCLUDED.source, token_hash = EXCLUDED.token_hash,
         requested_at = now(), expires_at = EXCLUDED.expires_at`,
      [address, source, hashSecretToken(token), NEWSLETTER_CONFIRMATION_TTL_HOURS],
    );
    await tx.query(
      `INSERT INTO notice_outbox (user_id, to_address, event, subject, body)
       VALUES ($1, $2, 'newsletter_confirmation', $3, $4)`,
      [
        userId,
        address,
        'Confirm your Kitswap newsletter subscription',
        `Someone (we hope you) asked for the Kitswap newsletter at this address. To get it, open this link within ` +
          `${NEWSLETTER_CONFIRMATION_TTL_HOURS / 24} days and confirm: ${link}\n\n` +
          'If it was not you, ignore this e-mail: you will not be subscribed.',
      ],
    );
  });
}

/**
 * The mailed link's token: in one statement the pending subscription is spent and its address subscribed (kept as it
 * was when already there). An unknown, spent or expired token is 422 `invalid_token` alike.
 */
export async function confirmNewsletterSubscription(db: Db, token: string): Promise<string> {
  const [confirmed] = await db.query<{ email: string }>(
    `WITH spent AS (
       DELETE FROM newsletter_confirmations WHERE token_hash = $1 AND expires_at > now() RETURNING email, source),
     subscribed AS (
       INSERT INTO newsletter_subscriptions (email, source) SELECT email, source FROM spent
       ON CONFLICT (email) DO NOTHING)
     SELECT email FROM spent`,
    [hashSecretToken(token)],
  );
  if (!confirmed)
    throw new ApiError(422, [
      {
        message: 'This link is not valid any more. Sign up for the newsletter again to get a new one.',
        code: 'invalid_token',
        field: 'token',
      },
    ]);
  return confirmed.email;
}
