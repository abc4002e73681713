import type { SiteConfiguration } from '../../schemas/entities/chrome';
import { PRO_ALLOWLIST } from '../../schemas/entities/pro-allowlist';

/** The allowlist lives in the contract (the server's pro bump reads it too). */
export { PRO_ALLOWLIST };

/** The Pro tier's name, slug and page (spec: 'Kitswap Pro', route /settings/:proTierSlug = /settings/kitswap-pro). */
export const PRO_TIER_NAME = 'Kitswap Pro';
export const PRO_TIER_SLUG = 'kitswap-pro';
export const PRO_TIER_PATH = `/settings/${PRO_TIER_SLUG}`;

/** Pro is available when the site configuration opens it, or to an allowlisted username (spec §6). */
export function isProAvailable(
  site: Pick<SiteConfiguration, 'pro_enabled'> | undefined,
  username: string | undefined,
): boolean {
  return site?.pro_enabled === true || (username !== undefined && PRO_ALLOWLIST.includes(username));
}
