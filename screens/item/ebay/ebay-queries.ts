import type { ApiClient } from '../../../engine';
import { itemDetailSchema, type ItemDetail } from '../../../schemas/entities/item-detail';
import type { EbayLinkBody } from '../../../schemas/requests/ebay';

/** POST /v1/items/{id}/ebay `{ebay: {sync}}`: auto-sync on or off; answers the item. */
export const setEbaySync = (api: ApiClient, itemId: number, sync: boolean): Promise<ItemDetail> =>
  api.post(`/v1/items/${itemId}/ebay`, { ebay: { sync } } satisfies EbayLinkBody, { schema: itemDetailSchema });

/** POST /v1/items/{id}/ebay `{ebay: {id, sync: true}}`: links the eBay listing and turns sync on. */
export const linkEbayListing = (api: ApiClient, itemId: number, ebayId: string): Promise<ItemDetail> =>
  api.post(`/v1/items/${itemId}/ebay`, { ebay: { id: ebayId, sync: true } } satisfies EbayLinkBody, {
    schema: itemDetailSchema,
  });

/** POST /v1/items/{id}/ebay/sync: Sync Now (admins); answers the item. */
export const syncEbayNow = (api: ApiClient, itemId: number): Promise<ItemDetail> =>
  api.post(`/v1/items/${itemId}/ebay/sync`, {}, { schema: itemDetailSchema });
