import { defineScreen } from '../../engine';

/** The HTML sitemap (/sitemap/index): every shop lander, grouped by sport. */
export const sitemap = defineScreen({
  id: 'sitemap',
  path: '/sitemap/index',
  load: () => import('./SitemapScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchSitemap),
});
