import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';
import { categorySchema, type Category } from '../../schemas/entities/category';
import { facetItemsResponseSchema } from '../../schemas/entities/facet';
import { itemSchema } from '../../schemas/entities/item';
import { landerRefSchema } from '../../schemas/entities/lander';
import { pagingSchema } from '../../schemas/entities/paging';
import type { FilterState } from './filter-state';

/** Results per page of a browse. */
export const BROWSE_PAGE_SIZE = 24;

const resultsSchema = z.object({ data: z.array(itemSchema), meta: z.object({ paging: pagingSchema }) });

/**
 * The API query of a filter state: lists go as `key[]` (the client's encoding), a single `model`
 * as a one-value model list. Keys the server does not know are sent too: it ignores them.
 */
export function apiQuery(state: FilterState): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    query[key] = key === 'model' && typeof value === 'string' ? [value] : value;
  }
  return query;
}

/** One page of results: GET /v1/items with the filters (spec §7.9), items and paging. */
export function browseResultsQuery(api: ApiClient, state: FilterState) {
  return queryOptions({
    queryKey: ['browse', 'results', state],
    queryFn: () =>
      api.request({
        path: '/v1/items',
        query: { ...apiQuery(state), page_size: BROWSE_PAGE_SIZE, include_meta: 1 },
        full: true,
        schema: resultsSchema,
      }),
  });
}

/** The facets of a filter state: GET /v2/facet_items with include_data=0 and include_model=1 (spec §7.7). */
export function browseFacetsQuery(api: ApiClient, state: FilterState) {
  const { page: _page, sort: _sort, ...filters } = state;
  return queryOptions({
    queryKey: ['browse', 'facets', filters],
    queryFn: () =>
      api.request({
        path: '/v2/facet_items',
        query: { ...apiQuery(filters), include_data: 0, include_model: 1 },
        full: true,
        schema: facetItemsResponseSchema,
      }),
  });
}

function sortByName(categories: Category[]): Category[] {
  return [...categories]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((category) => (category.children ? { ...category, children: sortByName(category.children) } : category));
}

/** The category tree, sorted by name on the client and cached for 10 minutes (spec §7.7). */
export function categoryTreeQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['categories', 'tree'],
    queryFn: async () => sortByName(await api.request({ path: '/v1/categories', schema: z.array(categorySchema) })),
    staleTime: 10 * 60 * 1000,
  });
}

/** A category and its ancestors (top first), found by id or by slug in the tree. */
export function categoryPath(tree: readonly Category[], match: (category: Category) => boolean): Category[] {
  for (const category of tree) {
    if (match(category)) return [category];
    const below = categoryPath(category.children ?? [], match);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}

/** The landers whose slug is this (GET /v1/landers?slug); none, or any failure, is an empty list. */
export async function findLanderRefs(api: ApiClient, slug: string) {
  try {
    return await api.request({
      path: '/v1/landers',
      query: { slug, platform: 'web', featured_item: 1 },
      schema: z.array(landerRefSchema),
    });
  } catch {
    // 'no landers found' (and any other failure) leaves the browse where it is.
    return [];
  }
}

/** Fills the cache for a browse before the server renders it: results and categories, and the facets if they come. */
export async function prefetchBrowse(api: ApiClient, queryClient: QueryClient, state: FilterState): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(browseResultsQuery(api, state)),
    queryClient.fetchQuery(categoryTreeQuery(api)),
    queryClient.prefetchQuery(browseFacetsQuery(api, state)),
  ]);
}
