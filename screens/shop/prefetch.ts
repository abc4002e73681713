import { prefetchPageView, type ScreenPrefetch } from '../../engine';
import { prefetchBrowse } from '../../ui/browse/browse-queries';
import { browseState } from '../../ui/browse/browse-state';
import { isPreview, landerExtrasQuery } from './lander-extras-queries';
import { landerFilters } from './lander-filters';
import { shopPageQuery } from './lander-queries';
import { suggestedLanderQuery } from './suggested-lander-queries';

export const prefetchLander: ScreenPrefetch = async ({ api, queryClient, blocks, signedIn, params, search }) => {
  const page = await queryClient.fetchQuery(shopPageQuery(api, queryClient, params['*'] ?? ''));
  if (page.category) {
    await prefetchBrowse(
      api,
      queryClient,
      browseState({ context: 'browse', baseFilters: { category: [String(page.category.id)] } }, search.toString()),
    );
    return;
  }
  const { lander } = page;
  const filters = landerFilters(lander);
  await Promise.all([
    prefetchPageView(lander.page_view.blocks, { api, signedIn, registry: blocks, queryClient, prefill: lander.meta }),
    queryClient.prefetchQuery(landerExtrasQuery(api, lander, isPreview(search))),
    queryClient.prefetchQuery(suggestedLanderQuery(api, lander.id)),
    filters
      ? prefetchBrowse(api, queryClient, browseState({ context: 'browse', baseFilters: filters }, search.toString()))
      : null,
  ]);
};
