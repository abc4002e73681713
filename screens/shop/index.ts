import { defineScreen } from '../../engine/registry/screen-plugin';
import { prefetchPageView } from '../../engine/page-view/prefetch';
import { isPreview, landerExtrasQuery } from './lander-extras-query';
import { landerQuery } from './lander-queries';

/** Shop landers (/shop/{...lander}): a lander's CMS page view, its blocks pre-filled from the v2 meta. */
export const shop = defineScreen({
  id: 'shop',
  path: '/shop/*',
  load: () => import('./LanderScreen'),
  prefetch: async ({ api, queryClient, blocks, signedIn, params, search }) => {
    const lander = await queryClient.fetchQuery(landerQuery(api, params['*'] ?? ''));
    await prefetchPageView(lander.page_view.blocks, { api, signedIn, registry: blocks, queryClient, prefill: lander.meta });
    await queryClient.prefetchQuery(landerExtrasQuery(api, lander, isPreview(search)));
  },
});
