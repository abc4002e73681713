import { defineScreen } from '../../engine';

/**
 * One swap (/swaps/{swapId}, spec §2.1): its item, offers, thread and order, for its buyer or
 * seller. The id is digits only, so /swaps/sell, /swaps/buy/all... stay free for the inbox. No
 * prefetch: a swap is private and read in the browser, like the cart and My Purchases.
 */
export const swap = defineScreen({
  id: 'swap',
  path: /^\/swaps\/(?<swapId>[0-9]+)\/?$/,
  specRoutes: ['/swaps/:swapId'],
  load: () => import('./SwapScreen'),
});
