import { defineScreen } from '../../engine';

/** My Payment Methods (/settings/payment_methods, spec §2.1): saved cards, the default card, removal. */
export const settingsPaymentMethods = defineScreen({
  id: 'settings-payment-methods',
  path: '/settings/payment_methods',
  load: () => import('./SettingsPaymentMethodsScreen'),
});
