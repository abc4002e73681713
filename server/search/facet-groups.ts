import type { Db } from '../db/db';
import {
  hasRefiningConditions,
  refiningConditions,
  stateCondition,
  type Bind,
  type BrowseParams,
} from './browse-conditions';

/** The highest price a browse may ask for (schemas/requests/browse-filters.ts): an open range ends there. */
const PRICE_CEILING = 10_000_000;

/** Whether a browse refines by more than its facets and a price range (else counted from count tables). */
export const refinesBeyondPrice = (params: BrowseParams) =>
  hasRefiningConditions({ ...params, min_price: undefined, max_price: undefined });

/**
 * The one word (lexeme) of a browse whose only refining filter is words making one lexeme: its facet
 * groups come from item_word_counts (migration 132). Null for any other browse.
 */
export async function countableWord(db: Db, params: BrowseParams): Promise<string | null> {
  if (!params.q || hasRefiningConditions({ ...params, q: undefined })) return null;
  const [row] = await db.query<{ word: string | null }>('SELECT search_single_word($1) AS word', [params.q]);
  return row?.word ?? null;
}

/**
 * The items a browse lists before its facet filters (its state and refining filters), counted per
 * (leaf category, brand, model, condition): a SELECT of `category_id, brand_id, model_id, condition,
 * items`, which the facet counts and the total sum after filtering by facets. Exact in three ways:
 * - one word alone (`word`, from countableWord): item_word_counts (migration 132);
 * - words, a seller, a sale... : counted from the matching items, at most `countCap` + 1 of them (more than
 *   `countCap` groups' items means the count stopped: the counts are lower bounds, see browseFacets);
 * - a price range only: the price bands wholly inside the range summed from item_price_band_counts
 *   (migration 132), plus the items of the bands the range's ends fall in, counted from the price
 *   index (at most two bands of ~1–2 % of the items each, instead of every item in the range);
 * - facets only: item_facet_counts (migration 095).
 */
export function facetGroupsSql(
  params: BrowseParams,
  bind: Bind,
  word: string | null = null,
  countCap: number = Infinity,
): string {
  const state = stateCondition(params, bind);
  if (word !== null)
    return `SELECT i.category_id, i.brand_id, i.model_id, i.condition, i.items
       FROM item_word_counts i WHERE i.word = ${bind(word)} AND ${state}`;
  // The matches in a CTE: planned for all their rows (see countQuery in item-search.ts), read up to the cap.
  if (refinesBeyondPrice(params))
    return `SELECT i.category_id, i.brand_id, i.model_id, i.condition, count(*) AS items
       FROM (
         WITH matches AS MATERIALIZED (
           SELECT i.category_id, i.brand_id, i.model_id, i.condition FROM items i
           WHERE ${[state, ...refiningConditions(params, bind)].join(' AND ')}
         )
         SELECT * FROM matches ${Number.isFinite(countCap) ? `LIMIT ${bind(countCap + 1)}` : ''}
       ) i
       GROUP BY i.category_id, i.brand_id, i.model_id, i.condition`;
  if (params.min_price === undefined && params.max_price === undefined)
    return `SELECT i.category_id, i.brand_id, i.model_id, i.condition, i.items FROM item_facet_counts i WHERE ${state}`;

  const min = `${bind(params.min_price ?? 0)}::numeric`;
  const max = `${bind(params.max_price ?? PRICE_CEILING)}::numeric`;
  const [low, high] = [`item_price_band(${min})`, `item_price_band(${max})`];
  const inRange = `i.price >= ${min} AND i.price <= ${max}`;
  const edge = (bounds: string) =>
    `SELECT i.category_id, i.brand_id, i.model_id, i.condition, 1 AS items FROM items i WHERE ${state} AND ${inRange} AND ${bounds}`;
  return `SELECT i.category_id, i.brand_id, i.model_id, i.condition, sum(i.items) AS items
     FROM (
       SELECT i.category_id, i.brand_id, i.model_id, i.condition, i.items
       FROM item_price_band_counts i
       WHERE ${state} AND i.band > ${low} AND i.band < ${high}
       UNION ALL
       ${edge(`i.price < coalesce((item_price_band_bounds())[${low} + 1], ${max} + 1)`)}
       UNION ALL
       ${edge(`i.price >= (item_price_band_bounds())[${high}] AND ${high} > ${low}`)}
     ) i
     GROUP BY i.category_id, i.brand_id, i.model_id, i.condition`;
}
