import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { lazySchema, type ApiClient } from '../../engine';
import type { Item } from '../../schemas/entities/item';

/** A query-string value as a block query or a screen holds it. */
export type ItemSearchValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * Item search parameters (GET /v1/items, spec §7.9): the known ones typed, any other item-search
 * parameter (a block query may carry facets) passed through.
 */
export interface ItemSearchParams {
  q?: string;
  category_id?: number;
  brand_id?: number;
  model_id?: number;
  seller?: string;
  state?: string;
  sort?: string;
  page?: number;
  page_size?: number;
  /** Item ids to fetch (recommendations, recently viewed); sent comma-joined. */
  include_ids?: readonly number[] | string;
  include_meta?: 0 | 1;
  [param: string]: ItemSearchValue;
}

/**
 * The items of an item search (the client unwraps the response's `data`), loaded on first use: item grids
 * are in every page's entry, and hydration runs no query.
 */
export const itemListSchema = lazySchema(() =>
  import('../../schemas/entities/item').then((schemas) => schemas.itemSchema.array()),
);

/**
 * Item search as a query: one cache entry per distinct parameter set, so two blocks asking the
 * same search share one request.
 */
export function itemSearchQuery(api: ApiClient, params: ItemSearchParams) {
  // Typed as any key, so a caller may return this or another items query from one factory.
  const queryKey: QueryKey = ['items', params];
  return queryOptions({
    queryKey,
    queryFn: () => searchItems(api, params),
  });
}

/** One item search call (for a query that chains it after another call, like the personalised feed). */
export function searchItems(api: ApiClient, params: ItemSearchParams): Promise<Item[]> {
  return api.request({ path: '/v1/items', query: toQuery(params), schema: itemListSchema });
}

/** The query string: include_ids comma-joined (spec §7.9), absent values left out. */
function toQuery(params: ItemSearchParams): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value == null) continue;
    query[key] = key === 'include_ids' && Array.isArray(value) ? value.join(',') : value;
  }
  return query;
}
