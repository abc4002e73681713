import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, isNotFound, NotFoundError, type ApiClient } from '../../engine';
import { itemDetailSchema, type ItemDetail } from '../../schemas/entities/item-detail';
import { regionSchema } from '../../schemas/entities/region';
import { itemPageKeys } from '../../ui/item/item-page-keys';

/** The part of an item path after /gear/, without a trailing slash: 'used-bauer-stick-42' or '42'. */
export function itemPathKey(rest: string | undefined): string {
  return (rest ?? '').replace(/\/+$/, '');
}

/** The query key of the item at /gear/{rest}. */
export const itemQueryKey = (rest: string | undefined) => itemPageKeys.item(itemPathKey(rest));

/**
 * The item at /gear/{rest}: GET /v1/items/{id} for a bare id, else GET /v1/items/by_url with the
 * path. No such item (or an id the API refuses) → NotFoundError, the 404 page.
 */
export function itemQuery(api: ApiClient, rest: string | undefined) {
  const key = itemPathKey(rest);
  return queryOptions({
    queryKey: itemQueryKey(rest),
    queryFn: async (): Promise<ItemDetail> => {
      if (!key) throw new NotFoundError('Item');
      try {
        return /^\d+$/.test(key)
          ? await api.get(`/v1/items/${key}`, { schema: itemDetailSchema })
          : await api.get('/v1/items/by_url', { query: { url: `/gear/${key}` }, schema: itemDetailSchema });
      } catch (error) {
        if (isNotFound(error) || (error instanceof ApiError && error.status === 400))
          throw new NotFoundError(`Item /gear/${key}`);
        throw error;
      }
    },
  });
}

/** Changes the cached item of a page in place (optimistic updates, server answers). */
export function updateCachedItem(
  queryClient: QueryClient,
  rest: string | undefined,
  patch: (item: ItemDetail) => Partial<ItemDetail>,
) {
  queryClient.setQueryData<ItemDetail>(itemQueryKey(rest), (item) => (item ? { ...item, ...patch(item) } : item));
}

/** GET /v1/regions: the countries the shipping calculator offers. */
export function regionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['regions'],
    queryFn: () => api.get('/v1/regions', { schema: regionSchema.array() }),
  });
}
