import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';
import { itemDetailEntrySchema } from './item-detail';
import { valueGuideSchema } from './value-guide';

const money = z.number().nonnegative();
const count = z.number().int().nonnegative();

/**
 * How fast such gear sells: the share of the window's listings that sold (spec §3); thresholds in
 * server/README.md.
 */
export const sellThroughRatingSchema = z.enum(['high', 'medium', 'low']);

/**
 * GET /v1/items/{id}/insights?swap_id=&details[]= (spec §2.10, §3 'Insights response'): the seller's
 * figures of one item, its value-guide pricing filtered by the chosen details, and its recent sales.
 * Fields marked 'ours' go beyond the spec's list: the legacy modal (trade-in accounts) needs them.
 */
export const insightsSchema = z.object({
  item: z.object({
    id: idSchema,
    name: z.string(),
    /** Ours: the item page's path. */
    url: z.string(),
    price: money,
    /** Ours: the asking price and the one before the last price drop (legacy 'Original List Price'). */
    list_price: money.nullable(),
    original_list_price: money.nullable(),
    shipping_discount_amount: money,
    cost: money.nullable(),
    favoriters_count: count,
    views_count: count,
    published_at: dateTimeSchema.nullable(),
    /** Ours: legacy 'Last Bumped' and 'Last Price Dropped'. */
    last_bumped_at: dateTimeSchema.nullable(),
    last_price_dropped_at: dateTimeSchema.nullable(),
    primary_image: z.object({ edge_url: z.string() }).nullable(),
    event_name: z.string().nullable(),
    location_id: z.string().nullable(),
    /** Every detail of the item: brand, model, condition and its category's details (flex, hand…). */
    details: z.array(itemDetailEntrySchema),
  }),
  /** The swap asked for with swap_id (ours: its id), with its current offer; null without swap_id. */
  swap: z
    .object({
      id: idSchema,
      offer: z.object({ amount: money.nullable() }).nullable(),
    })
    .nullable(),
  value_guide: z.object({
    /** The median of the matching sales, to the whole dollar; null without sales. */
    suggested_price: money.nullable(),
    sell_through_rate: z.object({ percentage: z.number().min(0).max(1), rating: sellThroughRatingSchema }),
    total_available: count,
    avg_resale_price: z.object({ low: money.nullable(), median: money.nullable(), high: money.nullable() }),
    /** How many matching items sold in the window. */
    recent_sales: count,
    /** Ours: items listed in the window (sell-through's denominator), the time-to-sell buckets, the window. */
    recently_published_items: count,
    time_to_sell: valueGuideSchema.shape.time_to_sell,
    window_days: z.number().int().positive(),
    /** Ours: the detail slugs the figures are filtered by (the details[] that applied). */
    details: z.array(z.string()),
    /** Ours: what was priced — the item's model, or its category when it has none (the search links' filters). */
    model_id: idSchema.nullable(),
    category_id: idSchema.nullable(),
  }),
  /** The newest matching sales (at most 10). */
  recent_sales: z.array(
    z.object({
      id: idSchema,
      url: z.string(),
      name: z.string(),
      images: z.array(z.object({ edge_url: z.string() })),
      sold_price: money,
      list_price: money.nullable(),
      /** Whole days from listing to sale. */
      time_to_sell: count,
      published_at: dateTimeSchema,
    }),
  ),
});

/** GET /v1/items/{id}/insights query: the swap the modal was opened from, and the detail slugs to price by. */
export const insightsParamsSchema = z.object({
  swap_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Absent: the item's value_guides_required details. Present: exactly these; `details[]=` alone means none. */
  'details[]': z
    .array(z.string().regex(/^([a-z0-9-]{1,40})?$/, 'must be a detail slug'))
    .max(20)
    .optional(),
});

export type Insights = z.infer<typeof insightsSchema>;
export type InsightsParams = z.input<typeof insightsParamsSchema>;
export type SellThroughRating = z.infer<typeof sellThroughRatingSchema>;
