import type { Swap } from '../../../schemas/entities/swap';

/**
 * The swap page's part for accept or reject after delivery, the dispute and its resolution, the seller's proceeds
 * (issue 18 part D).
 */
export function DeliveryPanel(_props: { swap: Swap; viewerId: number }) {
  return null;
}
