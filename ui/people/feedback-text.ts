import type { ActiveSeller } from '../../schemas/entities/active-seller';
import type { FeedbackRating } from '../../schemas/entities/swap-lifecycle';
import { formatCount } from '../format/numbers';

export const NO_FEEDBACK = 'No Feedback';

/** A rating as the locker's Feedback tab and the swap page write it. */
export const RATING_LABELS: Record<FeedbackRating, string> = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
};

/** Spec §2.7 / §9: feedback as a rounded % positive with the count, or 'No Feedback'. */
export function feedbackText({ count, score }: ActiveSeller['feedback']): string {
  if (count === 0 || score === null) return NO_FEEDBACK;
  return `${Math.round(score)}% positive (${formatCount(count)})`;
}
