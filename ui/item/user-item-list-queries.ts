import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { pagedItemsSchema } from '../../schemas/entities/paged-items';

/** A user's item lists on the API: GET /v1/users/{uuid}/favorites and /followed_items. */
export type UserItemList = 'favorites' | 'followed_items';

/** The query key of every cached page of a list, for all users and page sizes. */
export const userItemListKey = (list: UserItemList) => ['user-items', list] as const;

/**
 * One of a user's item lists as an infinite query, a page per 'Load more' (each `{data, meta:
 * {paging}}`); the next page is asked for while the last one is not the last page.
 */
export function userItemListQuery(api: ApiClient, list: UserItemList, uuid: string, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: [...userItemListKey(list), uuid, pageSize],
    queryFn: ({ pageParam }) =>
      api.get(`/v1/users/${encodeURIComponent(uuid)}/${list}`, {
        query: { page: pageParam, page_size: pageSize },
        full: true,
        schema: pagedItemsSchema,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ meta: { paging } }) => (paging.page < paging.total_pages ? paging.page + 1 : undefined),
  });
}
