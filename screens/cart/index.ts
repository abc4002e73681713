import { defineScreen } from '../../engine';

/**
 * The cart (/cart, 'View your cart', spec §2.1, §7.4): the signed-in user's server cart with
 * checkout, or a guest's local cart. No prefetch: the cart is private and read in the browser.
 */
export const cart = defineScreen({
  id: 'cart',
  path: '/cart',
  load: () => import('./CartScreen'),
});
