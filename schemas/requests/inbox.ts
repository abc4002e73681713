import { z } from 'zod';
import { inboxFilterSchema, inboxScopeSchema, inboxSortSchema, inboxTypeSchema } from '../entities/inbox';

/** Spec §9: an inbox page holds 20 swaps unless the ks_inbox_page_size cookie says otherwise. */
export const DEFAULT_INBOX_PAGE_SIZE = 20;
export const MAX_INBOX_PAGE_SIZE = 100;

/** GET /v2/swaps/counts?type (spec §7.3). */
export const swapCountsParamsSchema = z.object({ type: inboxTypeSchema });

/**
 * GET /v2/swaps (spec §7.3): one folder (`scope`) of one side (`type`), `q` a keyword over the item
 * name and id and the other party's username, `filter` one chip slug.
 */
export const swapListParamsSchema = z.object({
  type: inboxTypeSchema,
  scope: inboxScopeSchema.default('all'),
  page: z.coerce.number().int().positive().max(10_000).default(1),
  page_size: z.coerce.number().int().positive().max(MAX_INBOX_PAGE_SIZE).default(DEFAULT_INBOX_PAGE_SIZE),
  sort: inboxSortSchema.default('newest'),
  q: z.string().trim().max(100).optional(),
  filter: inboxFilterSchema.optional(),
});

/** POST /v1/swaps/read?type=&scope= (spec §4.6, §7.3 "with params type, scope"): marks one folder of one side read. */
export const swapsReadParamsSchema = z.object({ type: inboxTypeSchema, scope: inboxScopeSchema });

export type SwapListParams = z.input<typeof swapListParamsSchema>;
export type ParsedSwapListParams = z.output<typeof swapListParamsSchema>;
export type SwapsReadParams = z.input<typeof swapsReadParamsSchema>;
