import { z } from 'zod';

/** Paging metadata of a list response. */
export const pagingSchema = z.object({
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  total_count: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});

export type Paging = z.infer<typeof pagingSchema>;
