import { z } from 'zod';
import { dateTimeSchema } from '../primitives';

/** What the referrer earns when an invited friend's first purchase becomes final: a $10 gift-card credit. */
export const REFERRAL_REWARD_CENTS = 1000;

/** The query parameter of a referral link (`{origin}/?referral_code={code}`); any page takes it. */
export const REFERRAL_CODE_PARAM = 'referral_code';

/**
 * A referral code as a link or a cookie may carry it: 4–32 letters and digits. The server's codes
 * are 8 of them, upper case; a code is matched whatever its case.
 */
export const referralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,32}$/, 'A referral code is 4–32 letters and digits');

/**
 * What registration did with the code it was given (the register answer's `data.referral`; null
 * without a code): applied (its owner is the referrer), own_code (a self-referral: the owner's own
 * mailbox or device) or unknown_code (no such code). Registration never fails for it.
 */
export const referralOutcomeSchema = z.enum(['applied', 'own_code', 'unknown_code']);

/**
 * Where an invited friend is: joined (registered with the code), purchased (has paid for an item),
 * rewarded (a purchase of theirs became final and the referrer got the credit).
 */
export const referralStateSchema = z.enum(['joined', 'purchased', 'rewarded']);

export const invitedFriendSchema = z.object({
  username: z.string(),
  joined_at: dateTimeSchema,
  state: referralStateSchema,
  /** The credit earned through this friend in USD; null until rewarded. */
  reward: z.number().nonnegative().nullable(),
});

/** GET /v1/referrals: the caller's code and link, the friends who joined with it, and what they earned. */
export const referralsSchema = z.object({
  code: z.string().regex(/^[A-Z0-9]{4,32}$/),
  /** The absolute link to share: the web origin with `?referral_code={code}`. */
  link: z.string().regex(/^https?:\/\//),
  /** What one friend's first final purchase earns, in USD. */
  reward_amount: z.number().positive(),
  invited: z.array(invitedFriendSchema),
  totals: z.object({
    joined: z.number().int().nonnegative(),
    purchased: z.number().int().nonnegative(),
    rewarded: z.number().int().nonnegative(),
    /** USD earned so far (gift-card credit in the balance). */
    earned: z.number().nonnegative(),
  }),
});

export type ReferralOutcome = z.infer<typeof referralOutcomeSchema>;
export type ReferralState = z.infer<typeof referralStateSchema>;
export type InvitedFriend = z.infer<typeof invitedFriendSchema>;
export type Referrals = z.infer<typeof referralsSchema>;
