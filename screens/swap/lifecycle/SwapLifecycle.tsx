import type { Swap } from '../../../schemas/entities/swap';
import { DeliveryPanel } from './DeliveryPanel';
import { FeedbackPanel } from './FeedbackPanel';
import { PaymentStatus } from './PaymentStatus';
import { ShippingPanel } from './ShippingPanel';

/**
 * What happens after the talk (issue 18), in the order a swap lives it: paying, shipping, delivery
 * and disputes, then feedback. Each part shows itself only at its stages and for the viewer's
 * actions (`swap.actions`, decided by the server).
 */
export function SwapLifecycle({ swap, viewerId }: { swap: Swap; viewerId: number }) {
  return (
    <>
      <PaymentStatus swap={swap} viewerId={viewerId} />
      <ShippingPanel swap={swap} viewerId={viewerId} />
      <DeliveryPanel swap={swap} viewerId={viewerId} />
      <FeedbackPanel swap={swap} viewerId={viewerId} />
    </>
  );
}
