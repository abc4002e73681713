import type { UserConfiguration } from '../../schemas/entities/chrome';

/**
 * The feature check of spec §6: on when the user's features list holds the slug; also export_items
 * for trade-in accounts, insights and quick_inbox for power sellers.
 */
export function hasFeature(
  user: Pick<UserConfiguration, 'features' | 'settings' | 'power_seller'>,
  slug: string,
): boolean {
  if (user.features.includes(slug)) return true;
  if (slug === 'export_items') return user.settings.trade_in_account;
  if (slug === 'insights' || slug === 'quick_inbox') return user.power_seller;
  return false;
}
