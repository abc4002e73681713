import { z } from 'zod';
import { disputeReasonSchema } from '../entities/swap-lifecycle';
import { idSchema } from '../primitives';

/** The longest description of a problem (the disputes table's limit). */
export const DISPUTE_DESCRIPTION_MAX_LENGTH = 2000;
/** The most photos a dispute takes. */
export const DISPUTE_PHOTOS_MAX = 6;

/** The reasons the buyer picks from, in the words the form shows. */
export const DISPUTE_REASON_LABELS = {
  not_as_described: 'Not as described',
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  not_authentic: 'Not authentic',
  other: 'Something else',
} as const satisfies Record<z.infer<typeof disputeReasonSchema>, string>;

/**
 * POST /v1/swaps/{id}/dispute: the buyer rejects the delivered item, `{dispute: {reason,
 * description, photos?}}`; photos are the ids of the buyer's own uploads (POST /v1/images).
 */
export const openDisputeBodySchema = z.object({
  dispute: z.object({
    reason: disputeReasonSchema,
    description: z
      .string()
      .trim()
      .min(1, 'Say what is wrong with the item')
      .max(DISPUTE_DESCRIPTION_MAX_LENGTH, `Keep it under ${DISPUTE_DESCRIPTION_MAX_LENGTH} characters`),
    photos: z
      .array(idSchema.max(2_147_483_647))
      .max(DISPUTE_PHOTOS_MAX, `Add at most ${DISPUTE_PHOTOS_MAX} photos`)
      .default([]),
  }),
});

/** Whole cents, above $0. */
const refundAmountSchema = z
  .number()
  .positive('Enter an amount above $0')
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, 'Enter dollars and cents');

export const disputeOutcomeSchema = z.enum(['full_refund', 'partial_refund', 'no_refund']);

/**
 * PUT /v1/swaps/{id}/dispute (an admin): `{resolution: {outcome, refund_amount?, return_label?,
 * note?}}`; a partial refund names its amount in USD (above 0, below the price: checked against
 * the swap, 422).
 */
export const resolveDisputeBodySchema = z.object({
  resolution: z
    .object({
      outcome: disputeOutcomeSchema,
      refund_amount: refundAmountSchema.optional(),
      return_label: z.boolean().default(false),
      note: z.string().trim().max(DISPUTE_DESCRIPTION_MAX_LENGTH).optional(),
    })
    .refine((resolution) => resolution.outcome !== 'partial_refund' || resolution.refund_amount !== undefined, {
      message: 'Enter the amount to refund',
      path: ['refund_amount'],
    }),
});

export type OpenDisputeBody = z.input<typeof openDisputeBodySchema>;
export type ResolveDisputeBody = z.input<typeof resolveDisputeBodySchema>;
export type DisputeOutcome = z.infer<typeof disputeOutcomeSchema>;
