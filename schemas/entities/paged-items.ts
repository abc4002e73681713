import { z } from 'zod';
import { itemSchema } from './item';
import { pagingSchema } from './paging';

/**
 * One page of items with its paging, as a full response: `{data, meta: {paging}}` (item search with
 * include_meta, a user's favourites and followed items). More pages follow while page < total_pages.
 */
export const pagedItemsSchema = z.object({
  data: z.array(itemSchema),
  meta: z.object({ paging: pagingSchema }),
});

export type PagedItems = z.infer<typeof pagedItemsSchema>;
