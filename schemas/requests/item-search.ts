import { z } from 'zod';
import { browseFilterShape, browseSortSchema } from './browse-filters';

const positiveInt = z.coerce.number().int().positive();
const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'must be comma-separated ids')
  .transform((s) => [...new Set(s.split(',').map(Number))]);

/**
 * Query parameters of item search (GET /v1/items), as they arrive in a URL. Either a block query
 * (q, category_id, brand_id, model_id, state, sort) or the browse filters of a search page, plus
 * page/page_size; or include_ids.
 */
export const itemSearchParamsSchema = z.object({
  q: z.string().trim().max(200).optional(),
  category_id: positiveInt.optional(),
  brand_id: positiveInt.optional(),
  model_id: positiveInt.optional(),
  seller: z.string().max(60).optional(),
  state: z.enum(['available', 'sold']).default('available'),
  sort: browseSortSchema.default('relevance'),
  page: positiveInt.max(1000).default(1),
  page_size: positiveInt.max(100).default(24),
  include_ids: idList.optional(),
  include_meta: z.enum(['0', '1']).default('1'),
  ...browseFilterShape,
});

export type ItemSearchParams = z.input<typeof itemSearchParamsSchema>;
export type ParsedItemSearchParams = z.output<typeof itemSearchParamsSchema>;
