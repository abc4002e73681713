import type { ScreenPrefetch } from '../../engine';
import { favoritesQuery, followedItemsQuery } from './feed-lists';

/**
 * The first page of both lists for a signed-in user (a failure is left to the browser, which shows it); nothing for a
 * guest.
 */
export const prefetchFeed: ScreenPrefetch = async ({ api, queryClient, viewer }) => {
  if (!viewer) return;
  await Promise.all([
    queryClient.prefetchInfiniteQuery(favoritesQuery(api, viewer.uuid)),
    queryClient.prefetchInfiniteQuery(followedItemsQuery(api, viewer.uuid)),
  ]);
};
