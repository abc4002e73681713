import { z } from 'zod';
import { dateTimeSchema } from '../primitives';

/** The smallest cash-out, in cents ($1.00): less is refused by the page and the server in the same words. */
export const PAYOUT_MINIMUM_CENTS = 100;

/**
 * A payout's state: `pending` (taken from Available, on its way to the bank), `paid` (the provider says it arrived)
 * or `failed` (refused or returned by the bank: the amount is back in Available).
 */
export const PAYOUT_STATES = ['pending', 'paid', 'failed'] as const;
export const payoutStateSchema = z.enum(PAYOUT_STATES);
export type PayoutState = z.infer<typeof payoutStateSchema>;

/** One cash-out of the caller's (POST and GET /v1/users/{uuid}/payouts). */
export const payoutSchema = z.object({
  id: z.number().int().positive(),
  state: payoutStateSchema,
  /** What left Available, in cents. */
  amount_cents: z.number().int().positive(),
  /** The last 4 digits of the bank account it was sent to, as it was when the cash-out was asked for. */
  bank_last4: z.string().regex(/^[0-9]{4}$/),
  /** When the seller asked for it. */
  requested_at: dateTimeSchema,
  /** When the provider said it arrived (state paid), else null. */
  paid_at: dateTimeSchema.nullable(),
  /** When it failed (state failed), else null. */
  failed_at: dateTimeSchema.nullable(),
  /** Why it failed, in the bank's or provider's words (state failed), else null. */
  failure_message: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /v1/users/{uuid}/payouts: the caller's payouts, newest first (at most {@link PAYOUT_HISTORY_LIMIT}). */
export const payoutsSchema = z.array(payoutSchema);
export const PAYOUT_HISTORY_LIMIT = 100;

/** GET /v1/users/{uuid}/cashout: what the cash-out page needs before the seller types an amount. */
export const cashoutSchema = z.object({
  /** The seller's Available balance in cents: the most a cash-out may take. */
  available_cents: z.number().int().nonnegative(),
  /** The smallest cash-out in cents ({@link PAYOUT_MINIMUM_CENTS}). */
  minimum_cents: z.number().int().positive(),
  /** False where no payout provider is configured (production without one): cash-outs answer 503. */
  payouts_available: z.boolean(),
  /** The seller account's payout set-up: completed (identity and bank on file), and the bank's last 4 digits. */
  seller_account: z.object({ completed: z.boolean(), bank_last4: z.string().nullable() }),
});
export type Cashout = z.infer<typeof cashoutSchema>;
