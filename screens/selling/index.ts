import { defineScreen } from '../../engine';

/**
 * The seller dashboard (spec §2.1, §2.12): /selling and its sub-pages, one screen whose pages share the
 * dashboard's navigation; each page's code loads when it is opened. Private: read in the browser. The client entry
 * carries this file, so its path and routes are written out rather than built from `selling-pages.ts` (which loads
 * with the screen); SellingScreen.test.tsx checks that they name exactly the served pages.
 */
export const selling = defineScreen({
  id: 'selling',
  path: /^\/selling(?:\/(?:cashout|create(?:\/bank|\/completed)?|edit\/(?:contact|bank)|w9|documents|inform_act))?\/?$/,
  specRoutes: [
    '/selling',
    '/selling/cashout',
    '/selling/create',
    '/selling/create/bank',
    '/selling/create/completed',
    '/selling/edit/contact',
    '/selling/edit/bank',
    '/selling/w9',
    '/selling/documents',
    '/selling/inform_act',
  ],
  load: () => import('./SellingScreen'),
});
