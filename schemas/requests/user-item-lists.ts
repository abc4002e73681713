import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();

/** A user's favourites come 24 to a page by default: four rows of six on desktop, six of four on mobile (spec §9). */
export const USER_ITEM_LIST_PAGE_SIZE = 24;

/**
 * Query of a user's item lists (GET /v1/users/{uuid}/favorites and /followed_items): the page and
 * its size, as item search pages (schemas/requests/item-search.ts).
 */
export const userItemListParamsSchema = z.object({
  page: positiveInt.max(1000).default(1),
  page_size: positiveInt.max(100).default(USER_ITEM_LIST_PAGE_SIZE),
});

export type UserItemListParams = z.input<typeof userItemListParamsSchema>;
export type ParsedUserItemListParams = z.output<typeof userItemListParamsSchema>;
