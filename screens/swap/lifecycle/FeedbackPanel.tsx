import type { Swap } from '../../../schemas/entities/swap';

/**
 * The swap page's part for the buyer's rating of the seller once the sale is final, archive and unarchive
 * (issue 18 part E).
 */
export function FeedbackPanel(_props: { swap: Swap; viewerId: number }) {
  return null;
}
