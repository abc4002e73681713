import type { Swap } from '../../../schemas/entities/swap';

/**
 * The swap page's part for Print Label, own tracking, tracking events, ship-by and the refund offer
 * (issue 18 part C).
 */
export function ShippingPanel(_props: { swap: Swap; viewerId: number }) {
  return null;
}
