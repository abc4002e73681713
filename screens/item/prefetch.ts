import type { ScreenPrefetch } from '../../engine/registry/screen-plugin';
import { itemQuery } from './item-queries';

export const prefetchItem: ScreenPrefetch = async ({ api, queryClient, params }) => {
  await queryClient.fetchQuery(itemQuery(api, params['*']));
};
