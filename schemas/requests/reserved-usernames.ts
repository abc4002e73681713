/**
 * Names a username may not take, because a profile lives at /{username} and these first path
 * segments are the site's own: the spec's routes (/work/shared/spec/routes.txt, the static first
 * segments), the host's own prefixes (api, media, assets, schemas, favicon), the API's (iam, v1),
 * screens outside the spec (preview, webview) and names a real marketplace keeps for itself.
 * Compared case-insensitively, with '-' and '_' alike (usernames have no '-').
 */
const RESERVED = [
  // routes.txt
  'shop',
  'nav',
  'gear',
  'search',
  'cart',
  'login',
  'register',
  'sell-now',
  'items',
  'locker',
  'feed',
  'purchases',
  'selling',
  'swaps',
  'trade-in_listing_qr',
  'gift-cards',
  'value-guide',
  'invite',
  'buying-guides',
  'blog',
  'terms',
  'privacy',
  'sitemap',
  'settings',
  // the host and the API
  'api',
  'media',
  'assets',
  'schemas',
  'favicon',
  'iam',
  'v1',
  'preview',
  'webview',
  'health',
  // kept for the site's own use
  'admin',
  'auth',
  'account',
  'help',
  'support',
  'about',
  'kitswap',
  'logout',
  'signup',
  'inbox',
  'static',
  'www',
];

const normalise = (name: string) => name.trim().toLowerCase().replaceAll('-', '_');
const reserved = new Set(RESERVED.map(normalise));

/** Whether the username is a route of the site (so its profile page could never be reached). */
export const isReservedUsername = (username: string): boolean => reserved.has(normalise(username));
