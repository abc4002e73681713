import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient, BlockDataContext } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import { itemSchema } from '../../schemas/entities/item';
import { pagingSchema } from '../../schemas/entities/paging';

export type ResultsLayout = 'results' | 'results-grid';
export type ResultsBlock = BlockOf<ResultsLayout>;

/** Results per page of a results block. */
export const RESULTS_PAGE_SIZE = 24;

const pageSchema = z.object({ data: z.array(itemSchema), meta: z.object({ paging: pagingSchema }) });
export type ResultsPage = z.infer<typeof pageSchema>;

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
