import type { SiteConfiguration, UserConfiguration } from '../../../schemas/entities/chrome';
import { isProAvailable } from '../../../ui/pro/pro';
import { hasFeature } from '../../../ui/site-configuration/features';

/** Which modal 'View Insights' opens. */
export type InsightsModalKind = 'insights' | 'legacy' | 'paywall';

/**
 * Spec §6: a trade-in account gets the legacy 'Advanced Item/Swap Insights' modal; a Pro user with
 * the insights feature the new modal; a Pro user without it the paywall. Everyone else (Pro not open
 * to them yet) also gets the paywall: it says what Pro adds and leads to the upgrade page.
 */
export function insightsModalFor(
  user: Pick<UserConfiguration, 'username' | 'features' | 'settings' | 'power_seller'>,
  site: Pick<SiteConfiguration, 'pro_enabled'> | undefined,
): InsightsModalKind {
  if (user.settings.trade_in_account) return 'legacy';
  if (isProAvailable(site, user) && hasFeature(user, 'insights')) return 'insights';
  return 'paywall';
}
