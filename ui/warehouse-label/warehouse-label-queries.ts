import { queryOptions } from '@tanstack/react-query';
import { ApiError, isNotFound, NotFoundError, type ApiClient } from '../../engine';
import { warehouseLabelSchema, type WarehouseLabel } from '../../schemas/entities/warehouse-label';

/** The label, or the server's refusal: only the organisation that sells the item may print it. */
export type WarehouseLabelAnswer = { kind: 'label'; label: WarehouseLabel } | { kind: 'forbidden'; message: string };

/** Where an item's warehouse label is printed (spec §2.1). */
export const warehouseLabelHref = (itemId: number) => `/trade-in_listing_qr?item_id=${itemId}`;

/**
 * GET /v1/items/{id}/warehouse_label as `userId` may see it (the key holds the user: the answer is theirs). A 403
 * is an answer, not an error, so the server renders the refusal page and the item page learns from the same cached
 * entry whether to offer the label; an unknown item is NotFoundError (the 404 page).
 */
export function warehouseLabelQuery(api: ApiClient, itemId: number, userId: string) {
  return queryOptions({
    queryKey: ['warehouse-label', itemId, userId],
    queryFn: async (): Promise<WarehouseLabelAnswer> => {
      try {
        return {
          kind: 'label',
          label: await api.get(`/v1/items/${itemId}/warehouse_label`, { schema: warehouseLabelSchema }),
        };
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return { kind: 'forbidden', message: error.message };
        if (isNotFound(error)) throw new NotFoundError(`Item ${itemId}`);
        throw error;
      }
    },
  });
}
