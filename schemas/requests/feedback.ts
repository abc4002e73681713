import { z } from 'zod';
import { feedbackRatingSchema } from '../entities/swap-lifecycle';

/** The longest comment a rating takes. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;

/**
 * POST /v1/swaps/{id}/feedback: `{feedback: {rating, comment}}`, the buyer's rating of the seller
 * once the sale is final. The comment is optional; blank is none.
 */
export const leaveFeedbackBodySchema = z.object({
  feedback: z.object({
    rating: feedbackRatingSchema,
    comment: z
      .string()
      .trim()
      .max(FEEDBACK_COMMENT_MAX_LENGTH, `Keep the comment to ${FEEDBACK_COMMENT_MAX_LENGTH} characters`)
      .nullish()
      .transform((comment) => comment || null),
  }),
});

export type LeaveFeedbackBody = z.input<typeof leaveFeedbackBodySchema>;
export type ParsedLeaveFeedbackBody = z.output<typeof leaveFeedbackBodySchema>;
