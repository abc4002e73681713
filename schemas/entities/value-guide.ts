import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';
import { itemSchema } from './item';

/** One value of a detail (spec §3 'details[]'): the brand Titleist, the condition Used. */
export const detailValueSchema = z.object({ id: idSchema, slug: z.string(), name: z.string() });

/** A detail of a category the value guide prices by (GET /v1/value_guide/details). */
export const valueGuideDetailSchema = z.object({
  slug: z.string(),
  name: z.string(),
  values: z.array(detailValueSchema),
  /** The guide asks for it before pricing: prices differ too much without it. */
  value_guides_required: z.boolean(),
});

/** GET /v1/value_guide/details?category_id, full response: the details, and the category named as in a listing. */
export const valueGuideDetailsResponseSchema = z.object({
  data: z.array(valueGuideDetailSchema),
  meta: z.object({
    category: z.object({
      id: idSchema,
      name: z.string(),
      slug: z.string(),
      title_name: z.string(),
      category_ids: z.array(idSchema),
    }),
  }),
});

const count = z.number().int().nonnegative();
const money = z.number().nonnegative();

/** Spec §3 'Value guide v2 (meta.value_guide)', with the spread beside the median. */
export const valueGuideSchema = z.object({
  /**
   * Sold prices of the sales in the window: the middle half (low = 25th, high = 75th percentile) and the median; null
   * without sales.
   */
  statistics: z.object({ count, low: money.nullable(), median: money.nullable(), high: money.nullable() }),
  /** Items listed in the window, whatever became of them. */
  recently_published_items: count,
  /** Items sold in the window. */
  recent_sales: count,
  /** Items for sale now. */
  available_items: count,
  /** The window's sales by days from publishing to sale: under 30, 30 to under 90, 90 and more. */
  time_to_sell: z.object({ dom_0_30: count, dom_30_90: count, dom_90: count, total_items: count }),
  /** How many days back 'recent' reaches. */
  window_days: z.number().int().positive(),
});

/** A sale of the window (spec §2.10 'Recent Sales': sold price, list price, days to sell, list date). */
export const recentSaleSchema = z.object({
  id: idSchema,
  name: z.string(),
  url: z.string(),
  primary_image: z.object({ edge_url: z.string() }).nullable(),
  sold_price: money,
  list_price: money.nullable(),
  published_at: dateTimeSchema,
  sold_at: dateTimeSchema,
  /** Whole days from publishing to sale. */
  time_to_sell: count,
});

/** GET /v2/value_guide, full response: the newest sales and listings, and the figures in meta.value_guide. */
export const valueGuideResponseSchema = z.object({
  data: z.object({ recent_sales: z.array(recentSaleSchema), recently_published_items: z.array(itemSchema) }),
  meta: z.object({ value_guide: valueGuideSchema }),
});

export type ValueGuideDetail = z.infer<typeof valueGuideDetailSchema>;
export type ValueGuideDetailsResponse = z.infer<typeof valueGuideDetailsResponseSchema>;
export type ValueGuide = z.infer<typeof valueGuideSchema>;
export type RecentSale = z.infer<typeof recentSaleSchema>;
export type ValueGuideResponse = z.infer<typeof valueGuideResponseSchema>;
