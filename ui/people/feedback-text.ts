import type { ActiveSeller } from '../../schemas/entities/active-seller';
import { formatCount } from '../format/numbers';

export const NO_FEEDBACK = 'No Feedback';

/** Spec §2.7 / §9: feedback as a rounded % positive with the count, or 'No Feedback'. */
export function feedbackText({ count, score }: ActiveSeller['feedback']): string {
  if (count === 0 || score === null) return NO_FEEDBACK;
  return `${Math.round(score)}% positive (${formatCount(count)})`;
}
