import { pageViewQuery, prefetchPageView, type ScreenPrefetch } from '../../engine';

/** The prefetch of the page that is the page view `slug`: the view, then its blocks' data. */
export function prefetchCmsPage(slug: string): ScreenPrefetch {
  return async ({ api, queryClient, blocks, signedIn }) => {
    const pageView = await queryClient.fetchQuery(pageViewQuery(api, slug));
    await prefetchPageView(pageView.blocks, { api, signedIn, registry: blocks, queryClient });
  };
}
