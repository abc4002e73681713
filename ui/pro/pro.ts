import type { SiteConfiguration } from '../../schemas/entities/chrome';

/** The Pro tier's name and settings slug (spec: 'Kitswap Pro', /settings/kitswap-pro). */
export const PRO_TIER_NAME = 'Kitswap Pro';
export const PRO_TIER_PATH = '/settings/kitswap-pro';

/** The fixed allowlist of 6 usernames that have Pro before it opens to everyone (spec §6). */
export const PRO_ALLOWLIST: readonly string[] = [
  'demo_pro',
  'demo_admin',
  'kitswap_team',
  'gearhead_qa',
  'pro_beta_1',
  'pro_beta_2',
];

/** Pro is available when the site configuration opens it, or to an allowlisted username (spec §6). */
export function isProAvailable(
  site: Pick<SiteConfiguration, 'pro_enabled'> | undefined,
  username: string | undefined,
): boolean {
  return site?.pro_enabled === true || (username !== undefined && PRO_ALLOWLIST.includes(username));
}
