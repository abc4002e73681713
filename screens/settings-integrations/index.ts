import { defineScreen } from '../../engine';

/** /settings/integrations (spec §2.1, 'Connected Accounts'): linked social accounts and the eBay account. */
export const settingsIntegrations = defineScreen({
  id: 'settings-integrations',
  path: '/settings/integrations',
  load: () => import('./IntegrationsScreen'),
});
