import { defineScreen } from '../../engine';

/** My Addresses (/settings/addresses, spec §2.1): add, edit, delete and the default shipping address. */
export const settingsAddresses = defineScreen({
  id: 'settings-addresses',
  path: '/settings/addresses',
  load: () => import('./SettingsAddressesScreen'),
});
