import { defineScreen } from '../../engine/registry/screen-plugin';
import { latestPostsQuery } from './latest-posts-query';
import { buyingGuidesQuery } from './guides-query';

/** Guides & Reviews (/buying-guides): every buying guide, then the newest blog posts. */
export const buyingGuides = defineScreen({
  id: 'buying-guides',
  path: '/buying-guides',
  load: () => import('./GuidesScreen'),
  prefetch: async ({ api, queryClient }) => {
    await Promise.all([queryClient.fetchQuery(buyingGuidesQuery(api)), queryClient.prefetchQuery(latestPostsQuery(api))]);
  },
});
