import { z } from 'zod';

const MAX_DB_ID = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_DB_ID);

/** Spec §9: a models list holds 6 unless the caller asks for another size. */
export const DEFAULT_MODELS_PAGE_SIZE = 6;

/**
 * Query parameters of GET /v1/models (spec §7.7): the models of a category (and its
 * descendants), optionally of one brand, most popular first or in catalogue order.
 */
export const modelSearchParamsSchema = z.object({
  category_id: id,
  brand_id: id.optional(),
  context: z.enum(['shop']).optional(),
  sort: z.enum(['popular_desc', 'position_asc']).default('popular_desc'),
  page_size: z.coerce.number().int().positive().max(50).default(DEFAULT_MODELS_PAGE_SIZE),
  /** Words of the brand and model name, any case: the list flow's model picker. */
  q: z.string().trim().min(1).max(100).optional(),
});

/** POST /v1/models (spec §3 'model create payload'): a model the seller did not find in the list. */
export const modelCreatePayloadSchema = z.object({
  model: z.object({
    name: z.string().trim().min(1, 'Enter the model name').max(80, 'At most 80 characters'),
    category_id: z.number().int().positive(),
    brand_id: z.number().int().positive(),
  }),
});

export type ModelSearchParams = z.input<typeof modelSearchParamsSchema>;
export type ParsedModelSearchParams = z.output<typeof modelSearchParamsSchema>;
export type ModelCreatePayload = z.infer<typeof modelCreatePayloadSchema>;
