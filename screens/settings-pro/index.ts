import { defineScreen } from '../../engine';
import { PRO_TIER_PATH } from '../../ui/pro/pro';

/** Kitswap Pro (/settings/kitswap-pro, spec §2.1, §4.9): plans, checkout, the subscriber's plan and offer floor. */
export const settingsPro = defineScreen({
  id: 'settings-pro',
  path: PRO_TIER_PATH,
  load: () => import('./ProSettingsScreen'),
});
