import { Hono } from 'hono';
import { z } from 'zod';
import { itemSearchParamsSchema } from '../../schemas/requests/item-search';
import { optionalViewer } from '../auth/viewer';
import type { Db } from '../db/db';
import { dbIdParam, MAX_DB_ID } from '../http/params';
import { readQuery } from '../http/query';
import { parseInput } from '../http/validate';
import { searchItems } from './item-search';
import { SEARCH_LIMITS, type SearchLimits } from './search-limits';

/** The shared item-search parameters, with ids held to what the database can store. */
export const searchParamsSchema = itemSearchParamsSchema.extend({
  category_id: dbIdParam.optional(),
  brand_id: dbIdParam.optional(),
  model_id: dbIdParam.optional(),
  include_ids: itemSearchParamsSchema.shape.include_ids
    .unwrap()
    .pipe(z.array(z.number()).refine((ids) => ids.every((id) => id <= MAX_DB_ID), `ids must be at most ${MAX_DB_ID}`))
    .optional(),
});

/**
 * GET /v1/items: item search (spec §7.9); include_meta=0 leaves out the paging meta; include_ids shows the caller what
 * they may see. `limits`: where counting stops (a lower-bound total) and how far relevance looks first.
 */
export function itemRoutes(db: Db, limits: SearchLimits = SEARCH_LIMITS): Hono {
  return new Hono().get('/v1/items', async (c) => {
    const params = parseInput(searchParamsSchema, readQuery(c));
    const { items, paging } = await searchItems(db, params, optionalViewer(c)?.userId ?? null, limits);
    return c.json(params.include_meta === '1' ? { data: items, meta: { paging } } : { data: items });
  });
}
