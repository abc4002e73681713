import { defineScreen, type ScreenPrefetchContext } from '../../engine/registry/screen-plugin';
import { prefetchPageView } from '../../engine/page-view/prefetch';
import { pageViewQuery } from '../../engine/page-view/page-view-query';
import { CMS_PAGES, type CmsPagePath } from './pages';

/** A site page that renders one CMS page view: the view for its path in CMS_PAGES. */
function cmsPageScreen(id: string, path: CmsPagePath) {
  return defineScreen({
    id,
    path,
    load: () => import('./CmsPageScreen'),
    prefetch: async ({ api, queryClient, blocks, signedIn }: ScreenPrefetchContext) => {
      const pageView = await queryClient.fetchQuery(pageViewQuery(api, CMS_PAGES[path].slug));
      await prefetchPageView(pageView.blocks, { api, signedIn, registry: blocks, queryClient });
    },
  });
}

/** Home (/): the 'home' page view. */
export const home = cmsPageScreen('home', '/');

/** How to Sell (/sell-now): the 'sell-now' page view. */
export const sellNow = cmsPageScreen('sell-now', '/sell-now');
