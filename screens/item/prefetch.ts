import type { ScreenPrefetch } from '../../engine';
import { itemQuery } from './item-queries';

export const prefetchItem: ScreenPrefetch = async ({ api, queryClient, params }) => {
  await queryClient.fetchQuery(itemQuery(api, params['*']));
};
