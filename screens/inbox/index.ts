import { defineScreen } from '../../engine';

/**
 * The swaps inbox (spec §2.1, §2.11): /swaps (to the remembered location), /swaps/{type},
 * /swaps/{type}/{scope} and /swaps/{tab}/search?q=. The type is spelled out (sell or buy), so no
 * inbox path matches a swap's own page, /swaps/{swapId}. One screen kept across its paths: moving
 * between tabs, folders and a search keeps what is typed and where the focus is. Private: read in
 * the browser, no prefetch.
 */
export const inbox = defineScreen({
  id: 'inbox',
  path: /^\/swaps(?:\/(?:sell|buy)(?:\/[^/]+)?)?\/?$/,
  specRoutes: ['/swaps', '/swaps/:type', '/swaps/:type/:scope', '/swaps/:tab/search'],
  keepAcrossPaths: true,
  load: () => import('./InboxScreen'),
});
