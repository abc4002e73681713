import { defineScreen } from '../../engine/registry/screen-plugin';
import { prefetchPageView } from '../../engine/page-view/prefetch';
import { pageViewQuery } from '../../engine/page-view/page-view-query';

/** The page view the home screen renders. */
export const HOME_PAGE_VIEW = 'home';

/** Home (/): the 'home' CMS page view. */
export const home = defineScreen({
  id: 'home',
  path: '/',
  load: () => import('./HomeScreen'),
  prefetch: async ({ api, queryClient, blocks, signedIn }) => {
    const pageView = await queryClient.fetchQuery(pageViewQuery(api, HOME_PAGE_VIEW));
    await prefetchPageView(pageView.blocks, { api, signedIn, registry: blocks, queryClient });
  },
});
