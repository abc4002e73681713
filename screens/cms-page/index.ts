import { defineScreen } from '../../engine';
import { CMS_PAGES, type CmsPagePath } from './pages';

/** A site page that renders one CMS page view: the view for its path in CMS_PAGES. */
function cmsPageScreen(id: string, path: CmsPagePath) {
  return defineScreen({
    id,
    path,
    load: () => import('./CmsPageScreen'),
    prefetch: () => import('./prefetch').then((module) => module.prefetchCmsPage(CMS_PAGES[path].slug)),
  });
}

/** Home (/): the 'home' page view. */
export const home = cmsPageScreen('home', '/');

/** How to Sell (/sell-now): the 'sell-now' page view. */
export const sellNow = cmsPageScreen('sell-now', '/sell-now');
