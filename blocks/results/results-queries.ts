import { queryOptions } from '@tanstack/react-query';
import { lazySchema, type ApiClient, type BlockDataContext } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import type { ResultsPage } from './results-page-schema';

export type { ResultsPage };

export type ResultsLayout = 'results' | 'results-grid';
export type ResultsBlock = BlockOf<ResultsLayout>;

/** Results per page of a results block. */
export const RESULTS_PAGE_SIZE = 24;

/** Loaded on first use: block data code is in every page's entry, and hydration runs no query. */
const pageSchema = lazySchema(() => import('./results-page-schema').then((schemas) => schemas.resultsPageSchema));

/** One page of the block query's items with the paging: GET /v1/items (spec §7.9). */
export function resultsPageQuery(api: ApiClient, block: ResultsBlock, page: number) {
  return queryOptions({
    queryKey: ['items', 'results-block', block.query, page],
    queryFn: () =>
      api.request({
        path: '/v1/items',
        query: { ...block.query, page, page_size: RESULTS_PAGE_SIZE, include_meta: 1 },
        full: true,
        schema: pageSchema,
      }),
  });
}

/** A results block's data: its first page (later pages load in the browser as the reader pages). */
export const resultsQuery = (block: ResultsBlock, { api }: BlockDataContext) => resultsPageQuery(api, block, 1);
