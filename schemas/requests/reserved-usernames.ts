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
  // The names of the former Kitswap Pro allowlist (issue 31): Pro is a grant on an account now, and
  // a newcomer taking one of these names must not look like the team's or a beta tester's account.
  'demo_pro',
  'demo_admin',
  'kitswap_team',
  'gearhead_qa',
  'pro_beta_1',
  'pro_beta_2',
];

/**
 * A deleted account's name is `deleted-{id}` (a '-' no username may hold); before issue 31 it was
 * `deleted_{id}`, so that pattern stays refused too: a name that passes for a deleted account misleads.
 */
const DELETED_ACCOUNT = /^deleted_\d+$/;

const normalise = (name: string) => name.trim().toLowerCase().replaceAll('-', '_');
const reserved = new Set(RESERVED.map(normalise));

/** Whether the username is a route of the site (so its profile page could never be reached). */
export const isReservedUsername = (username: string): boolean =>
  reserved.has(normalise(username)) || DELETED_ACCOUNT.test(normalise(username));
