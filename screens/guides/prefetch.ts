import type { ScreenPrefetch } from '../../engine';
import { buyingGuidesQuery } from './guides-query';
import { latestPostsQuery } from './latest-posts-query';

export const prefetchGuides: ScreenPrefetch = async ({ api, queryClient }) => {
  await Promise.all([queryClient.fetchQuery(buyingGuidesQuery(api)), queryClient.prefetchQuery(latestPostsQuery(api))]);
};
