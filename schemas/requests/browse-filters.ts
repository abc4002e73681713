import { z } from 'zod';

const MAX_DB_ID = 2_147_483_647;
const idList = z.array(z.coerce.number().int().positive().max(MAX_DB_ID)).max(50);
const flag = z.enum(['0', '1']).optional();
const price = z.coerce.number().nonnegative().max(10_000_000);

/**
 * The browse filters of spec §3 'Filter state' as the API reads them (GET /v1/items and
 * GET /v2/facet_items): list filters arrive as `category[]=5&category[]=7`. Category, brand and
 * model are ids; condition is the one detail filter the catalogue records. Other detail keys are
 * ignored by the server.
 */
export const browseFilterShape = {
  'category[]': idList.optional(),
  'brand[]': idList.optional(),
  'model[]': idList.optional(),
  'condition[]': z
    .array(z.enum(['new', 'used']))
    .max(2)
    .optional(),
  min_price: price.optional(),
  max_price: price.optional(),
  /** Items on sale: paying less than the asking price. */
  sale: flag,
  /** Items whose asking price was dropped. */
  price_drop: flag,
  /** Sold items instead of available ones. */
  recently_sold: flag,
  /** Items of sellers who ship within a business day (shown behind fast_shipping_filter_enabled). */
  fast_shipping: flag,
  /** Items of sellers in Canada (shown behind canadian_sellers_filter_enabled). */
  canadian_seller_only: flag,
};

/** The sorts of a browse; relevance orders by full-text rank when there is a q, else newest first. */
export const browseSortSchema = z.enum(['relevance', 'newest', 'price_asc', 'price_desc', 'popular']);
export type BrowseSort = z.infer<typeof browseSortSchema>;
