import { defineScreen } from '../../engine/registry/screen-plugin';

const load = () => import('./InboxScreen');

/**
 * The swaps inbox (spec §2.1, §2.11): /swaps (to the remembered location), /swaps/{type},
 * /swaps/{type}/{scope} and /swaps/{tab}/search?q=. The type is spelled out in each pattern so no
 * inbox route matches a swap's own page, /swaps/{swapId}. Private: read in the browser, no prefetch.
 */
export const inbox = defineScreen({ id: 'inbox', path: '/swaps', load });
/** The spec's routes the two typed screens answer between them. */
const INBOX_SPEC_ROUTES = ['/swaps/:type', '/swaps/:type/:scope', '/swaps/:tab/search'];
export const inboxSell = defineScreen({ id: 'inbox-sell', path: '/swaps/sell/:scope?', specRoutes: INBOX_SPEC_ROUTES, load });
export const inboxBuy = defineScreen({ id: 'inbox-buy', path: '/swaps/buy/:scope?', specRoutes: INBOX_SPEC_ROUTES, load });
