import { defineScreen } from '../../engine';

/**
 * Kitswap Pro (spec §2.1 /settings/:proTierSlug, §4.9): plans, checkout, the subscriber's plan and offer
 * floor. Registered after the other /settings pages; a slug other than the tier's is the 404 page.
 */
export const settingsPro = defineScreen({
  id: 'settings-pro',
  path: '/settings/:proTierSlug',
  load: () => import('./ProSettingsScreen'),
});
