import { prefetchPageView } from '../../engine/page-view/prefetch';
import type { ScreenPrefetch } from '../../engine/registry/screen-plugin';
import { isPreview, landerExtrasQuery } from './lander-extras-query';
import { landerQuery } from './lander-queries';

export const prefetchLander: ScreenPrefetch = async ({ api, queryClient, blocks, signedIn, params, search }) => {
  const lander = await queryClient.fetchQuery(landerQuery(api, params['*'] ?? ''));
  await prefetchPageView(lander.page_view.blocks, { api, signedIn, registry: blocks, queryClient, prefill: lander.meta });
  await queryClient.prefetchQuery(landerExtrasQuery(api, lander, isPreview(search)));
};
