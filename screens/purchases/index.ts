import { defineScreen } from '../../engine';

/** My Purchases (/purchases, spec §2.1): the signed-in buyer's orders, read in the browser. */
export const purchases = defineScreen({
  id: 'purchases',
  path: '/purchases',
  load: () => import('./PurchasesScreen'),
});
