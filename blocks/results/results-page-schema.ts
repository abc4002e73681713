import { z } from 'zod';
import { itemSchema } from '../../schemas/entities/item';
import { pagingSchema } from '../../schemas/entities/paging';

/** One page of a results block's items with its paging (the whole body of GET /v1/items with include_meta). */
export const resultsPageSchema = z.object({ data: z.array(itemSchema), meta: z.object({ paging: pagingSchema }) });
export type ResultsPage = z.infer<typeof resultsPageSchema>;
