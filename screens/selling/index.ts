import { defineScreen } from '../../engine';
import { SELLING_PAGES, sellingPath } from './selling-pages';

const subPages = SELLING_PAGES.filter(Boolean);

/**
 * The seller dashboard (spec §2.1, §2.12): /selling and its sub-pages, one screen whose pages share the
 * dashboard's navigation; each page's code loads when it is opened. Private: read in the browser.
 */
export const selling = defineScreen({
  id: 'selling',
  path: new RegExp(`^/selling(?:/(?:${subPages.join('|') || '(?!)'}))?/?$`),
  specRoutes: SELLING_PAGES.map(sellingPath),
  load: () => import('./SellingScreen'),
});
