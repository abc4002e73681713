import { defineScreen } from '../../engine';

/**
 * A swap's printable shipping label (/swaps/{swapId}/label, '?purpose=return' for a dispute's return label; issue
 * 18): barcode of the tracking number, from and to addresses, carrier, postage and the Swap ID, with a Print button,
 * for the swap's buyer and seller. No prefetch: the label names both parties' addresses and is read in the browser,
 * like the swap.
 */
export const shippingLabel = defineScreen({
  id: 'shipping-label',
  path: /^\/swaps\/(?<swapId>[0-9]+)\/label\/?$/,
  specRoutes: ['/swaps/:swapId/label'],
  chrome: 'simple-footer',
  load: () => import('./ShippingLabelScreen'),
});
