import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/db';
import { readQuery } from '../http/query';
import { parseInput } from '../http/validate';
import { browseFacets } from './facets';
import { searchItems } from './item-search';
import { searchParamsSchema } from './item-search-routes';
import { SEARCH_LIMITS, type SearchLimits } from './search-limits';

const facetItemsParamsSchema = searchParamsSchema.omit({ include_ids: true, include_meta: true }).extend({
  include_data: z.enum(['0', '1']).default('1'),
  include_model: z.enum(['0', '1']).default('0'),
});

/**
 * GET /v2/facet_items (spec §7.7): the facets of a browse with their counts and the paging, plus
 * the page of items unless include_data=0; the model facet only with include_model=1. A full
 * response: `{facets, paging, data}`. The facet query counts the total too, so the page of items
 * is only looked up when it is sent. Counting from the items stops at `limits.countCap`: the total and the facet
 * counts are then lower bounds (`paging.total_is_lower_bound`, each facet's `counts_are_lower_bounds`).
 */
export function facetRoutes(db: Db, limits: SearchLimits = SEARCH_LIMITS): Hono {
  return new Hono().get('/v2/facet_items', async (c) => {
    const params = parseInput(facetItemsParamsSchema, readQuery(c));
    const [{ facets, totalCount, lowerBounds }, items] = await Promise.all([
      browseFacets(db, params, { includeModel: params.include_model === '1', countCap: limits.countCap }),
      params.include_data === '1'
        ? searchItems(db, { ...params, include_meta: '0' }, null, limits).then((found) => found.items)
        : [],
    ]);
    return c.json({
      facets,
      paging: {
        page: params.page,
        page_size: params.page_size,
        total_count: totalCount,
        total_pages: Math.ceil(totalCount / params.page_size),
        ...(lowerBounds ? { total_is_lower_bound: true } : {}),
      },
      data: items,
    });
  });
}
