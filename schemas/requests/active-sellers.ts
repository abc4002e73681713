import { z } from 'zod';

const MAX_DB_ID = 2_147_483_647;

/** Spec §9: active sellers come 8 to a block. */
export const ACTIVE_SELLERS_PAGE_SIZE = 8;

/** Query of GET /v1/active_sellers (spec §7.6): the sellers of a category, 8 unless asked otherwise. */
export const activeSellersParamsSchema = z.object({
  category_id: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
  page_size: z.coerce.number().int().positive().max(50).default(ACTIVE_SELLERS_PAGE_SIZE),
});

export type ActiveSellersParams = z.input<typeof activeSellersParamsSchema>;
