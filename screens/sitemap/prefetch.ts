import type { ScreenPrefetch } from '../../engine';
import { landerRefsQuery } from './sitemap-queries';

export const prefetchSitemap: ScreenPrefetch = async ({ api, queryClient }) => {
  await queryClient.prefetchQuery(landerRefsQuery(api));
};
