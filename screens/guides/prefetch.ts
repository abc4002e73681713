import type { ScreenPrefetch } from '../../engine';
import { buyingGuidesQuery } from './guides-queries';
import { latestPostsQuery } from './latest-posts-queries';

export const prefetchGuides: ScreenPrefetch = async ({ api, queryClient }) => {
  await Promise.all([queryClient.fetchQuery(buyingGuidesQuery(api)), queryClient.prefetchQuery(latestPostsQuery(api))]);
};
