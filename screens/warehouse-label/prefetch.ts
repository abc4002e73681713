import type { ScreenPrefetch } from '../../engine';
import { warehouseLabelQuery } from '../../ui/warehouse-label/warehouse-label-queries';
import { labelItemId } from './label-item-id';

/** The label (or the refusal) in the server HTML; an unknown item is the 404 page; a guest gets the login prompt. */
export const prefetchWarehouseLabel: ScreenPrefetch = async ({ api, queryClient, search, viewer }) => {
  const itemId = labelItemId(search);
  if (!viewer) return;
  await queryClient.fetchQuery(warehouseLabelQuery(api, itemId, viewer.userId));
};
