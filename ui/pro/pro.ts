import type { SiteConfiguration, UserConfiguration } from '../../schemas/entities/chrome';
import { PRO_ACCESS_FEATURE } from '../../schemas/entities/pro-allowlist';

/** The grant's feature slug lives in the contract (the server's pro bump reads it too). */
export { PRO_ACCESS_FEATURE };

/** The Pro tier's name, slug and page (spec: 'Kitswap Pro', route /settings/:proTierSlug = /settings/kitswap-pro). */
export const PRO_TIER_NAME = 'Kitswap Pro';
export const PRO_TIER_SLUG = 'kitswap-pro';
export const PRO_TIER_PATH = `/settings/${PRO_TIER_SLUG}`;

/**
 * Pro is available when the site configuration opens it, or to an account granted it (`pro_access` in its
 * features; spec §6's allowlist, as a grant on the account rather than a name: issue 31).
 */
export function isProAvailable(
  site: Pick<SiteConfiguration, 'pro_enabled'> | undefined,
  user: Pick<UserConfiguration, 'features'> | undefined,
): boolean {
  return site?.pro_enabled === true || (user?.features.includes(PRO_ACCESS_FEATURE) ?? false);
}
