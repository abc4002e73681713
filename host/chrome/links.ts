/**
 * Where the chrome links go outside the site. The spec names the help-center links (default,
 * refundPolicy, press, eliteSeller, unrestrictForm, usBuyersCannotSeeItems) but not their targets,
 * nor the scheduling service or the social accounts: these are ours.
 */
export const HELP_CENTER = {
  default: 'https://help.kitswap.com/hc/en-us',
  refundPolicy: 'https://help.kitswap.com/hc/en-us/articles/refund-policy',
  press: 'https://help.kitswap.com/hc/en-us/articles/press',
  eliteSeller: 'https://help.kitswap.com/hc/en-us/articles/elite-seller',
  unrestrictForm: 'https://help.kitswap.com/hc/en-us/requests/new?type=unrestrict',
  usBuyersCannotSeeItems: 'https://help.kitswap.com/hc/en-us/articles/us-buyers-cannot-see-items',
} as const;

export { CONTACT_SUPPORT } from '../../ui/support/support-links';
export const SCHEDULE_A_CALL = 'https://calendly.com/kitswap/seller-success';

/** Social links of the footer and of the mobile drawer's Community section. */
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/kitswap' },
  { label: 'Facebook', href: 'https://www.facebook.com/kitswap' },
  { label: 'YouTube', href: 'https://www.youtube.com/@kitswap' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@kitswap' },
  { label: 'X', href: 'https://x.com/kitswap' },
] as const;

/** The mobile drawer's 'social links by sport' (spec §2.3). */
export const SPORT_COMMUNITIES = [
  { label: 'Kitswap Golf', href: 'https://www.instagram.com/kitswapgolf' },
  { label: 'Kitswap Hockey', href: 'https://www.instagram.com/kitswaphockey' },
  { label: 'Kitswap Baseball', href: 'https://www.instagram.com/kitswapbaseball' },
  { label: 'Kitswap Lacrosse', href: 'https://www.instagram.com/kitswaplax' },
] as const;
