import { pageViewQuery, prefetchPageView, type ScreenPrefetch } from '../../engine';
import { blockById, webviewPlatform } from './block-by-id';

export const prefetchBlockWebview: ScreenPrefetch = async ({ api, queryClient, blocks, signedIn, params, search }) => {
  const pageView = await queryClient.fetchQuery(pageViewQuery(api, params.pageViewId ?? '', webviewPlatform(search)));
  await prefetchPageView([blockById(pageView.blocks, params.blockId)], {
    api,
    signedIn,
    registry: blocks,
    queryClient,
  });
};
