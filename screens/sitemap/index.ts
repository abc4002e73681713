import { defineScreen } from '../../engine/registry/screen-plugin';
import { landerRefsQuery } from './sitemap-query';

/** The HTML sitemap (/sitemap/index): every shop lander, grouped by sport. */
export const sitemap = defineScreen({
  id: 'sitemap',
  path: '/sitemap/index',
  load: () => import('./SitemapScreen'),
  prefetch: async ({ api, queryClient }) => {
    await queryClient.prefetchQuery(landerRefsQuery(api));
  },
});
