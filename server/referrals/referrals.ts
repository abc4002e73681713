import { randomInt } from 'node:crypto';
import {
  REFERRAL_CODE_PARAM,
  REFERRAL_REWARD_CENTS,
  referralCodeSchema,
  type ReferralOutcome,
  type Referrals,
} from '../../schemas/entities/referrals';
import type { Db } from '../db/db';
import { postLedgerTransaction } from '../ledger/ledger';

/**
 * Invite Friends (issue 19 item 8; server/referrals/README.md 'Referrals', migration 129): each user's code,
 * the referrer recorded at registration, and the referrer's gift-card credit when the friend's first
 * purchase becomes final.
 */

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * The user's referral code, made on first read. Two first reads racing insert once (the user's
 * row conflicts, both read it back); a new code taken by someone else (31^8 codes) is drawn again.
 */
export async function referralCodeOf(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.query<{ code: string }>(
      `WITH made AS (INSERT INTO referral_codes (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code)
       SELECT code FROM made UNION ALL SELECT code FROM referral_codes WHERE user_id = $1`,
      [userId, newCode()],
    );
    if (row) return row.code;
  }
  throw new Error(`No free referral code for user ${userId}`);
}

/** An e-mail address as one mailbox: lower case, without a `+tag` in its local part. */
/** Mailboxes whose provider ignores dots in the local part (issue 31: `a.b@gmail.com` is `ab@gmail.com`). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

function mailbox(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const base = local.split('+')[0]!;
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${base.replaceAll('.', '')}@${dotless}` : `${base}@${domain}`;
}

/**
 * SQL: the same mailbox as `mailbox()` (lower case, `+tag` dropped, Gmail's dots and googlemail.com folded), of an
 * e-mail column or parameter.
 */
const mailboxSql = (email: string) =>
  `(SELECT CASE WHEN d IN ('gmail.com', 'googlemail.com') THEN replace(b, '.', '') || '@gmail.com' ELSE b || '@' || d END
      FROM (SELECT split_part(split_part(lower(${email}), '@', 1), '+', 1) AS b, split_part(lower(${email}), '@', 2) AS d) m)`;

/**
 * Registration's hook (server/iam/accounts.ts, inside its transaction): the new user `referredId`
 * joined with `code`, so its owner is their referrer. Registration must not fail for it, so the
 * code is only left out, and the outcome says why (null without a code): unknown_code for a
 * malformed or unknown code, own_code for a self-referral — the code's owner signing up again with
 * their own mailbox (the same address, or it with a `+tag`), or from a device (client id) they have
 * signed in on.
 */
export async function recordReferral(
  tx: Db,
  referredId: number,
  code: string | null | undefined,
  joiner: { email: string; clientId?: string },
): Promise<ReferralOutcome | null> {
  if (!code) return null;
  const parsed = referralCodeSchema.safeParse(code);
  if (!parsed.success) return 'unknown_code';
  const [owner] = await tx.query<{ user_id: number; email: string | null; same_device: boolean }>(
    `SELECT c.user_id, l.email,
       EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.user_id = c.user_id AND t.client_id = $2) AS same_device
     FROM referral_codes c LEFT JOIN user_logins l ON l.user_id = c.user_id WHERE c.code = upper($1)`,
    [parsed.data, joiner.clientId ?? null],
  );
  if (!owner) return 'unknown_code';
  if (owner.user_id === referredId || owner.same_device) return 'own_code';
  if (owner.email && mailbox(owner.email) === mailbox(joiner.email)) return 'own_code';
  await tx.query(
    'INSERT INTO referrals (referrer_id, referred_id) VALUES ($1, $2) ON CONFLICT (referred_id) DO NOTHING',
    [owner.user_id, referredId],
  );
  return 'applied';
}

/**
 * The sale of swap `swapId` became final (server/swaps/delivery.ts `finalizeSwap`, inside its
 * transaction, which holds the swap's lock): when its buyer was referred and not yet rewarded for, the
 * referrer gets {@link REFERRAL_REWARD_CENTS} of gift-card credit — `promotions` −x, the referrer's
 * `gift_card` +x, key `referral:{referredId}`. The referral row is marked in the same statement that
 * checks it is unrewarded (a second final purchase, or a racing one, finds it marked), and the key
 * makes the posting itself once only.
 */
export async function rewardReferral(tx: Db, swapId: number): Promise<void> {
  // No reward where the friend turns out to be the referrer (issue 31): the same verified phone number or the same
  // mailbox now (an e-mail changed to the referrer's after registration) — the referral stays unrewarded.
  const [rewarded] = await tx.query<{ referrer_id: number; referred_id: number }>(
    `UPDATE referrals r SET rewarded_at = ks_now(), reward_cents = $2, reward_swap_id = s.id
     FROM swaps s WHERE s.id = $1 AND r.referred_id = s.buyer_id AND r.rewarded_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM user_phones a JOIN user_phones b ON b.phone = a.phone
                        WHERE a.user_id = r.referrer_id AND b.user_id = r.referred_id)
       AND NOT EXISTS (SELECT 1 FROM user_logins a JOIN user_logins b
                         ON ${mailboxSql('b.email')} = ${mailboxSql('a.email')}
                        WHERE a.user_id = r.referrer_id AND b.user_id = r.referred_id)
     RETURNING r.referrer_id, r.referred_id`,
    [swapId, REFERRAL_REWARD_CENTS],
  );
  if (!rewarded) return;
  await postLedgerTransaction(tx, {
    kind: 'referral_reward',
    idempotencyKey: `referral:${rewarded.referred_id}`,
    memo: `user ${rewarded.referred_id} joined through user ${rewarded.referrer_id}; swap ${swapId} is final`,
    legs: [
      { owner: null, account: 'promotions', cents: -REFERRAL_REWARD_CENTS },
      { owner: rewarded.referrer_id, account: 'gift_card', cents: REFERRAL_REWARD_CENTS },
    ],
  });
}

/** GET /v1/referrals: the caller's code and link, the friends who joined with it (newest first) and totals. */
export async function referralsOf(db: Db, userId: number, webOrigin: string): Promise<Referrals> {
  const code = await referralCodeOf(db, userId);
  const rows = await db.query<{
    username: string;
    joined_at: Date;
    rewarded: boolean;
    purchased: boolean;
    reward_cents: number | null;
  }>(
    `SELECT u.username, u.joined_at, r.rewarded_at IS NOT NULL AS rewarded, r.reward_cents,
       EXISTS (SELECT 1 FROM swaps s WHERE s.buyer_id = r.referred_id AND s.paid_at IS NOT NULL) AS purchased
     FROM referrals r JOIN users u ON u.id = r.referred_id
     WHERE r.referrer_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [userId],
  );
  const invited = rows.map((row) => ({
    username: row.username,
    joined_at: row.joined_at.toISOString(),
    state: row.rewarded ? ('rewarded' as const) : row.purchased ? ('purchased' as const) : ('joined' as const),
    reward: row.reward_cents === null ? null : row.reward_cents / 100,
  }));
  const earnedCents = rows.reduce((sum, row) => sum + (row.reward_cents ?? 0), 0);
  const link = new URL('/', webOrigin);
  link.searchParams.set(REFERRAL_CODE_PARAM, code);
  return {
    code,
    link: link.toString(),
    reward_amount: REFERRAL_REWARD_CENTS / 100,
    invited,
    totals: {
      joined: invited.length,
      purchased: invited.filter((friend) => friend.state !== 'joined').length,
      rewarded: invited.filter((friend) => friend.state === 'rewarded').length,
      earned: earnedCents / 100,
    },
  };
}
