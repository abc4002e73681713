import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine';
import {
  bumpInfoSchema,
  bumpResultSchema,
  catalogEntrySchema,
  catalogOrderSchema,
  type BumpResult,
  type CatalogOrder,
} from '../../../schemas/entities/bumps';
import { itemDetailSchema, type ItemDetail } from '../../../schemas/entities/item-detail';
import {
  IDEMPOTENCY_HEADER,
  type CatalogOrderBody,
  type RemovalBody,
  type TakeDownBody,
} from '../../../schemas/requests/item-management';

/** The seller's and the admin's calls on one item (spec §4.1, §4.2, §7.5; server/README.md). */

/** GET /v1/bumps/info: read afresh at every Bump (a purchase or a bump elsewhere changes it). */
export const bumpInfoQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['bumps', 'info'],
    queryFn: () => api.get('/v1/bumps/info', { schema: bumpInfoSchema }),
    staleTime: 0,
  });

/** GET /v1/catalogs?type[]=bump: the bump packs for sale (public). */
export const bumpCatalogQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['catalogs', 'bump'],
    queryFn: () => api.get('/v1/catalogs', { query: { type: ['bump'] }, schema: catalogEntrySchema.array() }),
  });

/** POST /v1/items/{id}/bump: spends one of the seller's bumps. */
export const bumpItem = (api: ApiClient, itemId: number): Promise<BumpResult> =>
  api.post(`/v1/items/${itemId}/bump`, {}, { schema: bumpResultSchema });

/** POST /v1/items/{id}/pro_bump: a Pro seller's bump, which spends none. */
export const proBumpItem = (api: ApiClient, itemId: number): Promise<BumpResult> =>
  api.post(`/v1/items/${itemId}/pro_bump`, {}, { schema: bumpResultSchema });

/**
 * POST /v1/orders with the idempotency key of this purchase attempt: the same key twice is one
 * order and one charge (a double click, a retry after a lost answer).
 */
export const orderBumps = (api: ApiClient, body: CatalogOrderBody, idempotencyKey: string): Promise<CatalogOrder> =>
  api.post('/v1/orders', body, { schema: catalogOrderSchema, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** POST /v1/items/{id}/price_drop: the new asking price. */
export const dropPrice = (api: ApiClient, itemId: number, price: number): Promise<ItemDetail> =>
  api.post(`/v1/items/${itemId}/price_drop`, { item: { price } }, { schema: itemDetailSchema });

/** POST /v1/items/{id}/remove: the seller takes the item off sale, with a reason. */
export const removeItem = (api: ApiClient, itemId: number, body: RemovalBody): Promise<ItemDetail> =>
  api.post(`/v1/items/${itemId}/remove`, body, { schema: itemDetailSchema });

/** POST /v1/items/{id}/take_down: moderation, with a reason. */
export const takeDownItem = (api: ApiClient, itemId: number, body: TakeDownBody): Promise<ItemDetail> =>
  api.post(`/v1/items/${itemId}/take_down`, body, { schema: itemDetailSchema });

/** POST /v1/items/{id}/unreport and /remove_gmc: the admin's one-click moderation actions. */
export const moderateItem = (api: ApiClient, itemId: number, action: 'unreport' | 'remove_gmc'): Promise<ItemDetail> =>
  api.post(`/v1/items/${itemId}/${action}`, {}, { schema: itemDetailSchema });
