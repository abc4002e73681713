import type { ScreenPrefetch } from '../../engine';
import { landerRefsQuery } from './sitemap-query';

export const prefetchSitemap: ScreenPrefetch = async ({ api, queryClient }) => {
  await queryClient.prefetchQuery(landerRefsQuery(api));
};
