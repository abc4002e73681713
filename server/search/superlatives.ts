import { soldPriceSql, VALUE_GUIDE_WINDOW_DAYS } from '../catalogue/value-guide';
import type { Db } from '../db/db';
import { FAST_SHIPPING_DAYS } from './browse-conditions';

/**
 * The superlatives the server awards, in the CMS collection's order; each label is a
 * `superlative_label` of the headless CMS's `superlative_tooltips`, whose description explains it
 * (server/search/README.md, 'Superlatives'). 'Like New' is not awarded: a listing's condition is only new
 * or used, and the seller never says how little a used item was used.
 */
export const SUPERLATIVES = ['Best Value', 'Most Popular', 'Great Price', 'Fast Shipper', 'Top Seller'] as const;
export type Superlative = (typeof SUPERLATIVES)[number];

/** Listings that count as 'listed in the last 30 days' for Best Value. */
export const BEST_VALUE_WINDOW_DAYS = 30;
/** Favourites that count as 'this week' for Most Popular. */
export const MOST_POPULAR_WINDOW_DAYS = 7;
/** Fewer sales than this make no median worth comparing with (Great Price). */
export const GREAT_PRICE_MIN_SALES = 5;
/** Top Seller: the last this many feedback entries (one a sale)... */
export const TOP_SELLER_SALES = 50;
/** ...of which at least this many are positive (98 %). */
export const TOP_SELLER_MIN_POSITIVE = 49;

type SuperlativeFlags = Record<Superlative, boolean>;

/**
 * The superlatives item `itemId` has now, from the data (an available item only: they help a buyer
 * choose); none for an unknown or unavailable item. Public listings (available or sold) are the
 * ones compared. One statement; each rule uses an index (model, favourites by item, the value
 * guide's sales by model, feedback by seller).
 */
export async function itemSuperlatives(db: Db, itemId: number): Promise<Superlative[]> {
  const [flags] = await db.query<SuperlativeFlags>(
    `WITH item AS (
       SELECT i.id, i.price, i.model_id, i.condition, i.published_at, i.seller_id
       FROM items i WHERE i.id = $1 AND i.state = 'available'
     ),
     peers AS (
       SELECT o.id, o.price, o.condition, o.published_at FROM items o, item
       WHERE o.model_id = item.model_id AND o.id <> item.id AND o.state IN ('available', 'sold')
     ),
     recent_sales AS (
       SELECT ${soldPriceSql('s')} AS sold_price
       FROM items s, item
       WHERE s.state = 'sold' AND s.model_id = item.model_id AND s.published_at IS NOT NULL
         AND s.sold_at >= now() - make_interval(days => $2)
     ),
     week_favorites AS (
       SELECT f.item_id, count(*) AS favorites FROM favorites f
       WHERE f.created_at >= now() - make_interval(days => $4)
         AND f.item_id IN (SELECT id FROM item UNION ALL SELECT id FROM peers)
       GROUP BY f.item_id
     ),
     last_feedback AS (
       SELECT fb.positive FROM feedback fb, item WHERE fb.seller_id = item.seller_id
       ORDER BY fb.created_at DESC, fb.id DESC LIMIT $6
     )
     SELECT
       (item.condition IS NOT NULL AND item.published_at >= now() - make_interval(days => $3)
        AND EXISTS (SELECT 1 FROM peers p WHERE p.condition = item.condition AND p.published_at >= now() - make_interval(days => $3))
        AND NOT EXISTS (SELECT 1 FROM peers p WHERE p.condition = item.condition
                          AND p.published_at >= now() - make_interval(days => $3) AND p.price < item.price)) AS "Best Value",
       (EXISTS (SELECT 1 FROM peers)
        AND coalesce((SELECT favorites FROM week_favorites w WHERE w.item_id = item.id), 0)
            > coalesce((SELECT max(favorites) FROM week_favorites w WHERE w.item_id <> item.id), 0)) AS "Most Popular",
       ((SELECT count(*) FROM recent_sales) >= $5
        AND item.price < (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY sold_price) FROM recent_sales)) AS "Great Price",
       EXISTS (SELECT 1 FROM users u WHERE u.id = item.seller_id AND u.ship_days <= $8) AS "Fast Shipper",
       ((SELECT count(*) FROM last_feedback) = $6
        AND (SELECT count(*) FILTER (WHERE positive) FROM last_feedback) >= $7) AS "Top Seller"
     FROM item`,
    [
      itemId,
      VALUE_GUIDE_WINDOW_DAYS,
      BEST_VALUE_WINDOW_DAYS,
      MOST_POPULAR_WINDOW_DAYS,
      GREAT_PRICE_MIN_SALES,
      TOP_SELLER_SALES,
      TOP_SELLER_MIN_POSITIVE,
      FAST_SHIPPING_DAYS,
    ],
  );
  return flags ? SUPERLATIVES.filter((label) => flags[label]) : [];
}
