import type { Item } from '../../schemas/entities/item';
import type {
  RecentSale,
  ValueGuide,
  ValueGuideDetail,
  ValueGuideDetailsResponse,
} from '../../schemas/entities/value-guide';
import { detailFiltersOf, type ParsedValueGuideParams } from '../../schemas/requests/value-guide';
import type { Db } from '../db/db';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from '../items/item-rows';
import { CONDITION_VALUES } from './conditions';

/** 'Recent' reaches this many days back: sales and listings of the past year. */
export const VALUE_GUIDE_WINDOW_DAYS = 365;
/** The newest sales listed with the figures. */
export const RECENT_SALES_LISTED = 10;
/** The newest listings still for sale shown below them. */
export const RECENT_LISTINGS_SHOWN = 6;

/**
 * GET /v1/value_guide/details: the details the guide prices a category by — its brands (those with
 * a model in the category or below) and the condition, which it asks for first — and the category
 * as a listing names it. Null for an unknown category.
 */
export async function valueGuideDetails(db: Db, categoryId: number): Promise<ValueGuideDetailsResponse | null> {
  const [category] = await db.query<{
    id: number;
    name: string;
    slug: string;
    title_name: string | null;
    lineage: number[];
  }>('SELECT id, name, slug, title_name, lineage FROM categories WHERE id = $1', [categoryId]);
  if (!category) return null;
  const brands = await db.query<{ id: number; slug: string; name: string }>(
    `SELECT b.id, b.slug, b.name FROM brands b
     WHERE EXISTS (SELECT 1 FROM models m JOIN categories c ON c.id = m.category_id WHERE m.brand_id = b.id AND $1 = ANY (c.lineage))
     ORDER BY b.name, b.id`,
    [categoryId],
  );
  const details: ValueGuideDetail[] = [
    { slug: 'brand', name: 'Brand', values: brands, value_guides_required: false },
    { slug: 'condition', name: 'Condition', values: [...CONDITION_VALUES], value_guides_required: true },
  ];
  return {
    data: details,
    meta: {
      category: {
        id: category.id,
        name: category.name,
        slug: category.slug,
        title_name: category.title_name ?? category.name,
        category_ids: category.lineage,
      },
    },
  };
}

/**
 * The items the filters match (alias i); $1 category ids, $2 model ids, $3 brand slugs, $4 conditions,
 * $5 the category details' value slugs by detail slug (JSON; the item has one of each detail's values).
 */
const MATCHING = `
  ($1::int[] IS NULL OR i.category_id IN (SELECT c.id FROM categories c WHERE c.lineage && $1::int[]))
  AND ($2::int[] IS NULL OR i.model_id = ANY ($2::int[]))
  AND ($3::text[] IS NULL OR i.brand_id IN (SELECT b.id FROM brands b WHERE b.slug = ANY ($3::text[])))
  AND ($4::text[] IS NULL OR i.condition = ANY ($4::text[]))
  AND ($5::jsonb IS NULL OR NOT EXISTS (
    SELECT 1 FROM jsonb_each($5::jsonb) f
    WHERE NOT EXISTS (
      SELECT 1 FROM item_detail_values iv JOIN category_detail_values v ON v.id = iv.value_id
        JOIN category_details d ON d.id = v.detail_id
      WHERE iv.item_id = i.id AND d.slug = f.key AND v.slug IN (SELECT jsonb_array_elements_text(f.value)))))`;

/** What sold item `alias` sold for: its latest order line's price, else the item's price. */
export const soldPriceSql = (alias: string) => `
  coalesce((SELECT oi.price FROM order_items oi JOIN orders o ON o.id = oi.order_id
            WHERE oi.item_id = ${alias}.id ORDER BY o.created_at DESC, oi.id DESC LIMIT 1), ${alias}.price)`;

/** The window's sales (alias i), each with what it sold for ({@link soldPriceSql}). */
const SALES = `
  SELECT i.id, i.published_at, i.sold_at, ${soldPriceSql('i')} AS sold_price,
    floor(extract(epoch FROM i.sold_at - i.published_at) / 86400)::int AS days
  FROM items i
  WHERE i.state = 'sold' AND i.sold_at >= now() - make_interval(days => $6) AND i.published_at IS NOT NULL AND ${MATCHING}`;

function filterParams(params: ParsedValueGuideParams): unknown[] {
  const details = detailFiltersOf(params);
  return [
    params['category[]'] ?? null,
    params['model[]'] ?? null,
    params['brand[]'] ?? null,
    params['condition[]'] ?? null,
    Object.keys(details).length > 0 ? JSON.stringify(details) : null,
    VALUE_GUIDE_WINDOW_DAYS,
  ];
}

interface FiguresRow {
  sales: number;
  low: number | null;
  median: number | null;
  high: number | null;
  dom_0_30: number;
  dom_30_90: number;
  dom_90: number;
  available_items: number;
  recently_published_items: number;
}

/** GET /v2/value_guide: the figures of meta.value_guide, the newest sales and the newest listings for sale. */
export async function valueGuide(
  db: Db,
  params: ParsedValueGuideParams,
): Promise<{ value_guide: ValueGuide; recent_sales: RecentSale[]; recently_published_items: Item[] }> {
  const values = filterParams(params);
  const [figures, sales, listings] = await Promise.all([
    db.query<FiguresRow>(
      `WITH sales AS (${SALES})
       SELECT count(*)::int AS sales,
         round(percentile_cont(0.25) WITHIN GROUP (ORDER BY sold_price)::numeric, 2) AS low,
         round(percentile_cont(0.5) WITHIN GROUP (ORDER BY sold_price)::numeric, 2) AS median,
         round(percentile_cont(0.75) WITHIN GROUP (ORDER BY sold_price)::numeric, 2) AS high,
         count(*) FILTER (WHERE days < 30)::int AS dom_0_30,
         count(*) FILTER (WHERE days >= 30 AND days < 90)::int AS dom_30_90,
         count(*) FILTER (WHERE days >= 90)::int AS dom_90,
         (SELECT count(*) FROM items i WHERE i.state = 'available' AND ${MATCHING})::int AS available_items,
         (SELECT count(*) FROM items i WHERE i.published_at >= now() - make_interval(days => $6) AND ${MATCHING})::int AS recently_published_items
       FROM sales`,
      values,
    ),
    db.query<ItemRow & { sold_price: number; sold_at: Date; days: number }>(
      `WITH sales AS (${SALES})
       SELECT ${ITEM_COLUMNS}, s.sold_price, s.sold_at, s.days
       FROM sales s JOIN items i ON i.id = s.id ${ITEM_JOINS}
       ORDER BY s.sold_at DESC, s.id DESC
       LIMIT ${RECENT_SALES_LISTED}`,
      values,
    ),
    db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS} FROM items i ${ITEM_JOINS}
       WHERE i.state = 'available' AND ${MATCHING}
       ORDER BY i.published_at DESC NULLS LAST, i.id DESC
       LIMIT ${RECENT_LISTINGS_SHOWN}`,
      values.slice(0, 5),
    ),
  ]);
  const row = figures[0]!;
  return {
    value_guide: {
      statistics: { count: row.sales, low: row.low, median: row.median, high: row.high },
      recently_published_items: row.recently_published_items,
      recent_sales: row.sales,
      available_items: row.available_items,
      time_to_sell: { dom_0_30: row.dom_0_30, dom_30_90: row.dom_30_90, dom_90: row.dom_90, total_items: row.sales },
      window_days: VALUE_GUIDE_WINDOW_DAYS,
    },
    recent_sales: sales.map((sale) => {
      const item = toItem(sale);
      return {
        id: item.id,
        name: item.name,
        url: item.url!,
        primary_image: item.primary_image ?? null,
        sold_price: sale.sold_price,
        list_price: item.list_price ?? null,
        published_at: item.published_at!,
        sold_at: sale.sold_at.toISOString(),
        time_to_sell: sale.days,
      };
    }),
    recently_published_items: listings.map(toItem),
  };
}
