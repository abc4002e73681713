import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { saleSchema, type Sale } from '../../schemas/entities/chrome';
import { itemDetailSchema, type ItemDetail } from '../../schemas/entities/item-detail';
import type { SaleMembershipBody } from '../../schemas/requests/item-management';

/**
 * GET /v1/sales?scope=joinable: the sales a seller may still put items in (live or starting soon),
 * public. The one owner of its key; read again whenever the sale modal opens (a sale may have ended).
 */
export const joinableSalesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['sales', 'joinable'],
    queryFn: () => api.get('/v1/sales', { query: { scope: 'joinable' }, schema: saleSchema.array() }),
    staleTime: 0,
  });

const membership = (itemId: number, saleId: number): SaleMembershipBody => ({
  sale: { item_id: itemId, sale_id: saleId },
});

/** POST /v1/items/sale: puts the item in the sale; the item as its page reads it after. */
export const joinSale = (api: ApiClient, itemId: number, saleId: number): Promise<ItemDetail> =>
  api.post('/v1/items/sale', membership(itemId, saleId), { schema: itemDetailSchema });

/** DELETE /v1/items/sale (same body): takes the item out of the sale. */
export const leaveSale = (api: ApiClient, itemId: number, saleId: number): Promise<ItemDetail> =>
  api.delete('/v1/items/sale', { body: membership(itemId, saleId), schema: itemDetailSchema });

/** A sale's phase at `now` (spec §4.3): the seller's 'starting soon' before started_at, live until ended_at. */
export type SalePhase = 'starting_soon' | 'live' | 'ended';

export function salePhase(sale: Pick<Sale, 'started_at' | 'ended_at'>, now: number): SalePhase {
  if (now < Date.parse(sale.started_at)) return 'starting_soon';
  return now < Date.parse(sale.ended_at) ? 'live' : 'ended';
}

export const SALE_PHASE_LABELS: Record<SalePhase, string> = {
  starting_soon: 'Starting soon',
  live: 'Live now',
  ended: 'Ended',
};
