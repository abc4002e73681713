import type { Swap } from '../../../schemas/entities/swap';

/**
 * The swap page's part for the auction's end and highest offer, the payment window and Pay
 * (issue 18 part B).
 */
export function PaymentStatus(_props: { swap: Swap; viewerId: number }) {
  return null;
}
