import { defineScreen } from '../../engine';

/** My Settings (/settings/account, spec §2.1): the signed-in user's account settings. */
export const settingsAccount = defineScreen({
  id: 'settings-account',
  path: '/settings/account',
  load: () => import('./AccountSettingsScreen'),
});
