import type { ScreenPrefetch } from '../../engine/registry/screen-plugin';
import { landerRefsQuery } from './sitemap-query';

export const prefetchSitemap: ScreenPrefetch = async ({ api, queryClient }) => {
  await queryClient.prefetchQuery(landerRefsQuery(api));
};
