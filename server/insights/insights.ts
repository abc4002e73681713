import type { Insights, SellThroughRating } from '../../schemas/entities/insights';
import type { ItemDetailEntry } from '../../schemas/entities/item-detail';
import { valueGuideParamsSchema } from '../../schemas/requests/value-guide';
import type { Viewer } from '../auth/viewer';
import { conditionValue } from '../catalogue/conditions';
import { valueGuide } from '../catalogue/value-guide';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from '../items/item-rows';
import { grantsFeatureSql } from '../pro/pro';
import { slugify } from '../text/slugify';

/** Sell-through at or above these shares of the window's listings rates high / medium; below, low. */
export const SELL_THROUGH_HIGH = 0.5;
export const SELL_THROUGH_MEDIUM = 0.25;

interface InsightsItemRow extends ItemRow {
  category_id: number | null;
  brand_slug: string | null;
  condition: 'new' | 'used' | null;
  cost: number | null;
  location_id: string | null;
  event_name: string | null;
  views_count: number;
  last_bumped_at: Date | null;
  last_price_dropped_at: Date | null;
  seller_org_id: number | null;
  category_details: {
    slug: string;
    name: string;
    required: boolean;
    value: { id: number; slug: string; name: string };
  }[];
}

interface ViewerRightsRow {
  admin: boolean;
  insights: boolean;
}

/** The rating of a sell-through share (0..1): high from 50 %, medium from 25 %, else low. */
export function sellThroughRating(share: number): SellThroughRating {
  if (share >= SELL_THROUGH_HIGH) return 'high';
  if (share >= SELL_THROUGH_MEDIUM) return 'medium';
  return 'low';
}

/**
 * GET /v1/items/{id}/insights for `viewer` (spec §2.10, §3): the item's seller, an admin, or a user of
 * the seller's organisation (the token's org_id) may read it — 404 for an unknown item or someone
 * else's draft, 403 `forbidden` for anyone else — and only with the insights feature (features holds
 * it, or a power seller, spec §6, or a running Kitswap Pro plan grants it), a trade-in account (the legacy
 * modal) or as an admin: else 403 `feature_required`. The pricing is the value guide's
 * (catalogue/value-guide.ts) for the item's model,
 * or its category without one, filtered by the item's values of the details named in `detailSlugs`
 * ('required': those the value guide asks for first, value_guides_required).
 */
export async function itemInsights(
  db: Db,
  itemId: number,
  viewer: Viewer,
  { swapId, detailSlugs }: { swapId?: number; detailSlugs: string[] | 'required' },
): Promise<Insights> {
  const [[row], [rights]] = await Promise.all([
    db.query<InsightsItemRow>(
      `SELECT ${ITEM_COLUMNS}, i.category_id, b.slug AS brand_slug, i.condition, i.cost, i.location_id, i.event_name,
         i.views_count, i.last_bumped_at, i.last_price_dropped_at,
         (SELECT l.org_id FROM user_logins l WHERE l.user_id = i.seller_id) AS seller_org_id,
         coalesce((SELECT json_agg(json_build_object('slug', d.slug, 'name', d.name, 'required', d.value_guides_required,
                     'value', json_build_object('id', v.id, 'slug', v.slug, 'name', v.name)) ORDER BY d.position, d.id)
                   FROM item_detail_values iv JOIN category_detail_values v ON v.id = iv.value_id
                   JOIN category_details d ON d.id = v.detail_id
                   WHERE iv.item_id = i.id), '[]'::json) AS category_details
       FROM items i ${ITEM_JOINS}
       WHERE i.id = $1`,
      [itemId],
    ),
    db.query<ViewerRightsRow>(
      `SELECT coalesce(bool_or(uc.admin), false) AS admin,
         coalesce(bool_or('insights' = ANY (uc.features) OR uc.power_seller OR uc.trade_in_account), false)
           OR ${grantsFeatureSql('$1::int', "'insights'")} AS insights
       FROM user_configurations uc WHERE uc.user_id = $1`,
      [viewer.userId],
    ),
  ]);
  const isSeller = row?.seller_id === viewer.userId;
  if (!row || (row.state === 'draft' && !isSeller)) throw ApiError.notFound('Item not found');
  const sameOrganisation = viewer.orgId !== undefined && viewer.orgId === row.seller_org_id;
  if (!isSeller && !rights!.admin && !sameOrganisation)
    throw new ApiError(403, [{ message: 'Only the seller can see the insights of this item', code: 'forbidden' }]);
  if (!rights!.insights && !rights!.admin)
    throw new ApiError(403, [
      { message: 'Insights come with Kitswap Pro. Upgrade to see them.', code: 'feature_required' },
    ]);

  const details = itemDetails(row);
  const slugs =
    detailSlugs === 'required'
      ? details.filter((detail) => detail.value_guides_required).map((detail) => detail.slug)
      : detailSlugs;
  const unknown = slugs.filter((slug) => slug === 'model' || !details.some((detail) => detail.slug === slug));
  if (unknown.length > 0)
    throw new ApiError(400, [
      { message: `${unknown.join(', ')}: not a detail of this item to price by`, code: 'invalid', field: 'details[]' },
    ]);
  const applied = details.filter((detail) => slugs.includes(detail.slug));
  const [guide, swap] = await Promise.all([
    valueGuide(db, valueGuideParamsSchema.parse(pricingQuery(row, applied))),
    swapId === undefined ? null : swapOffer(db, swapId, row.id),
  ]);
  const { statistics, recent_sales, recently_published_items, available_items, time_to_sell, window_days } =
    guide.value_guide;
  const share = recently_published_items > 0 ? Math.min(1, recent_sales / recently_published_items) : 0;
  const item = toItem(row);
  return {
    item: {
      id: row.id,
      name: row.name,
      url: item.url!,
      price: item.price,
      list_price: row.list_price,
      original_list_price: row.original_list_price,
      shipping_discount_amount: row.shipping_discount_amount,
      cost: row.cost,
      favoriters_count: row.favoriters_count,
      views_count: row.views_count,
      published_at: item.published_at ?? null,
      last_bumped_at: row.last_bumped_at?.toISOString() ?? null,
      last_price_dropped_at: row.last_price_dropped_at?.toISOString() ?? null,
      primary_image: item.primary_image ?? null,
      event_name: row.event_name,
      location_id: row.location_id,
      details,
    },
    swap,
    value_guide: {
      suggested_price: statistics.median === null ? null : Math.round(statistics.median),
      sell_through_rate: { percentage: share, rating: sellThroughRating(share) },
      total_available: available_items,
      avg_resale_price: { low: statistics.low, median: statistics.median, high: statistics.high },
      recent_sales,
      recently_published_items,
      time_to_sell,
      window_days,
      details: applied.map((detail) => detail.slug),
      model_id: row.model_id,
      category_id: row.model_id === null ? row.category_id : null,
    },
    recent_sales: guide.recent_sales.map((sale) => ({
      id: sale.id,
      url: sale.url,
      name: sale.name,
      images: sale.primary_image ? [sale.primary_image] : [],
      sold_price: sale.sold_price,
      list_price: sale.list_price,
      time_to_sell: sale.time_to_sell,
      published_at: sale.published_at,
    })),
  };
}

/** Brand, model, condition, then the category's details, each with the item's value. */
function itemDetails(row: InsightsItemRow): ItemDetailEntry[] {
  const entries: ItemDetailEntry[] = [];
  if (row.brand_id !== null && row.brand_name && row.brand_slug)
    entries.push({
      slug: 'brand',
      name: 'Brand',
      values: [{ id: row.brand_id, slug: row.brand_slug, name: row.brand_name }],
      value_guides_required: false,
    });
  if (row.model_id !== null && row.model_name)
    entries.push({
      slug: 'model',
      name: 'Model',
      values: [{ id: row.model_id, slug: slugify(row.model_name), name: row.model_name }],
      value_guides_required: false,
    });
  if (row.condition)
    entries.push({
      slug: 'condition',
      name: 'Condition',
      values: [{ ...conditionValue(row.condition) }],
      value_guides_required: true,
    });
  for (const detail of row.category_details)
    entries.push({
      slug: detail.slug,
      name: detail.name,
      values: [detail.value],
      value_guides_required: detail.required,
    });
  return entries;
}

/** The value guide's query for the item: its model (else its category) and the applied details' values. */
function pricingQuery(row: InsightsItemRow, applied: ItemDetailEntry[]): Record<string, unknown> {
  const query: Record<string, unknown> =
    row.model_id !== null ? { 'model[]': [row.model_id] } : { 'category[]': [row.category_id] };
  for (const detail of applied) query[`${detail.slug}[]`] = detail.values.map((value) => value.slug);
  return query;
}

/** The swap of this item with `swapId` and its newest offer; 404 for a swap of another item or none. */
async function swapOffer(db: Db, swapId: number, itemId: number): Promise<Insights['swap']> {
  const [swap] = await db.query<{ id: number; amount: number | null; has_offer: boolean }>(
    `SELECT s.id, o.amount, o.id IS NOT NULL AS has_offer
     FROM swaps s
     LEFT JOIN LATERAL (SELECT amount, id FROM offers WHERE swap_id = s.id ORDER BY created_at DESC, id DESC LIMIT 1) o
       ON true
     WHERE s.id = $1 AND s.item_id = $2`,
    [swapId, itemId],
  );
  if (!swap)
    throw new ApiError(404, [{ message: 'Swap not found for this item', code: 'not_found', field: 'swap_id' }]);
  return { id: swap.id, offer: swap.has_offer ? { amount: swap.amount } : null };
}
