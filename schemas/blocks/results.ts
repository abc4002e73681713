import { z } from 'zod';
import { blockSchema, itemSearchBlockQuerySchema } from '../block';

/** results: the block query's items as a list of results, a page at a time. */
export const resultsBlockSchema = blockSchema.extend({
  layout: z.literal('results'),
  query: itemSearchBlockQuerySchema,
});

/** results-grid: the block query's items as a grid, a page at a time. */
export const resultsGridBlockSchema = blockSchema.extend({
  layout: z.literal('results-grid'),
  query: itemSearchBlockQuerySchema,
});
