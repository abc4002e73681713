import { z } from 'zod';

/** Paging metadata of a list response. */
export const pagingSchema = z.object({
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  total_count: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  /**
   * Ours beyond the spec (item search and facets, issue 20 item 6): present and true when counting stopped at a cap,
   * so total_count is that cap, a lower bound ('10,000+ results'), and total_pages the pages it covers.
   */
  total_is_lower_bound: z.boolean().optional(),
});

export type Paging = z.infer<typeof pagingSchema>;
