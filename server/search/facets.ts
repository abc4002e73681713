import type { Facet } from '../../schemas/entities/facet';
import type { Db } from '../db/db';
import { facetConditions, type BrowseParams, type FacetKey } from './browse-conditions';
import { countableWord, facetGroupsSql, refinesBeyondPrice } from './facet-groups';
import { SEARCH_LIMITS } from './search-limits';

/** How many values a brand or model facet lists, most items first. */
export const FACET_VALUE_LIMIT = 30;

const FACET_KEYS: FacetKey[] = ['category', 'brand', 'model', 'condition'];
const CONDITION_NAMES: Record<string, string> = { new: 'New', used: 'Used' };

interface CountRow {
  category_id: number | null;
  brand_id: number | null;
  model_id: number | null;
  condition: string | null;
  by_category: boolean;
  by_brand: boolean;
  by_model: boolean;
  by_condition: boolean;
  category_count: number;
  brand_count: number;
  model_count: number;
  condition_count: number;
  total_count: number;
  matched_count: number;
  category_name: string | null;
  category_position: number | null;
  brand_name: string | null;
  model_name: string | null;
}

/**
 * The facets of a browse, and how many items match all of its filters (the paging's total). `lowerBounds`: the
 * counting stopped at the cap (SearchLimits.countCap), so the counts and the total (at most the cap) are lower bounds.
 */
export interface BrowseFacets {
  facets: Facet[];
  totalCount: number;
  lowerBounds: boolean;
}

/**
 * The facets of a browse (GET /v2/facet_items), counted by SQL over the items that match every
 * non-facet filter, in two steps. First those items are counted per (leaf category, brand, model,
 * condition) by facetGroupsSql (from item_facet_counts, from price bands or from the items).
 * Every facet filter is a function of that key, so the second step flags each group with the
 * facet filters it passes and sums the groups by GROUPING SETS: each facet counts only the groups
 * that pass the other facets' filters (its own selection does not shrink its own counts, so more
 * values can be added), and the empty grouping set counts those passing them all: the total.
 * Category lists the children of the selected category (the top categories without one), counted
 * under all filters. Model only with include_model.
 */
export async function browseFacets(
  db: Db,
  params: BrowseParams,
  { includeModel, countCap = SEARCH_LIMITS.countCap }: { includeModel: boolean; countCap?: number },
): Promise<BrowseFacets> {
  const selectedCategory = params['category[]']?.[0] ?? params.category_id;
  // The category level below the selection: its position in the items' category lineage.
  const [depthRow] = selectedCategory
    ? await db.query<{ depth: number }>('SELECT cardinality(lineage) AS depth FROM categories WHERE id = $1', [
        selectedCategory,
      ])
    : [];

  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const level = bind((depthRow?.depth ?? 0) + 1);
  const matches = facetConditions(params, bind);
  const flags = FACET_KEYS.map((key) => `(${matches[key] ?? 'true'}) AS m_${key}`).join(', ');
  const sumFor = (key: FacetKey | 'total') =>
    `coalesce(sum(items) FILTER (WHERE ${FACET_KEYS.filter((other) => key === 'category' || other !== key)
      .map((other) => `m_${other}`)
      .join(' AND ')}), 0)::int AS ${key}_count`;
  const word = await countableWord(db, params);
  // Only groups counted from the items stop at the cap (the count tables' are exact whatever their size).
  const capped = word === null && refinesBeyondPrice(params);
  const groups = facetGroupsSql(params, bind, word, countCap);

  // The facet conditions read i.category_id, i.brand_id...: the groups are aliased i to match.
  const rows = await db.query<CountRow>(
    `WITH grouped AS (
       ${groups}
     ), matched AS (
       SELECT leaf.lineage[${level}] AS category_id, i.brand_id, i.model_id, i.condition, i.items, ${flags}
       FROM grouped i JOIN categories leaf ON leaf.id = i.category_id
     ), counted AS (
       SELECT category_id, brand_id, ${includeModel ? 'model_id' : 'NULL::int AS model_id'}, condition,
         GROUPING(category_id) = 0 AS by_category, GROUPING(brand_id) = 0 AS by_brand,
         ${includeModel ? 'GROUPING(model_id) = 0' : 'false'} AS by_model, GROUPING(condition) = 0 AS by_condition,
         ${[...FACET_KEYS, 'total' as const].map(sumFor).join(', ')},
         coalesce(sum(items), 0)::int AS matched_count
       FROM matched
       GROUP BY GROUPING SETS ((category_id), (brand_id), ${includeModel ? '(model_id), ' : ''}(condition), ())
     ), kept AS (
       -- Values with items only; of brands and models those counting as many as the 30th or more
       -- (ties kept: the order by name is JavaScript's, below). Always the total.
       SELECT counted.*,
         rank() OVER (PARTITION BY by_brand, by_model ORDER BY CASE WHEN by_brand THEN brand_count ELSE model_count END DESC) AS count_rank
       FROM counted
       WHERE CASE WHEN by_category THEN category_count WHEN by_brand THEN brand_count WHEN by_model THEN model_count
         WHEN by_condition THEN condition_count ELSE 1 END > 0
     )
     SELECT kept.*, c.name AS category_name, c.position AS category_position, b.name AS brand_name,
       mb.name || ' ' || m.name AS model_name
     FROM kept
     LEFT JOIN categories c ON kept.by_category AND c.id = kept.category_id
     LEFT JOIN brands b ON kept.by_brand AND b.id = kept.brand_id
     LEFT JOIN models m ON kept.by_model AND m.id = kept.model_id
     LEFT JOIN brands mb ON mb.id = m.brand_id
     WHERE NOT (kept.by_brand OR kept.by_model) OR kept.count_rank <= ${FACET_VALUE_LIMIT}`,
    values,
  );

  // Most items first, then by name; models of one name in two categories by id, whatever order the rows came in.
  const byCount = (
    a: { count: number; name: string; reference: string },
    b: { count: number; name: string; reference: string },
  ) => b.count - a.count || a.name.localeCompare(b.name, 'en') || Number(a.reference) - Number(b.reference);
  const facet = (
    slug: FacetKey,
    name: string,
    children: { reference: string; name: string; count: number }[],
  ): Facet => ({
    slug,
    name,
    children: children.map((child, position) => ({ ...child, position })),
  });
  const categories = rows
    .filter((row) => row.by_category && row.category_name !== null && row.category_count > 0)
    .sort(
      (a, b) => a.category_position! - b.category_position! || a.category_name!.localeCompare(b.category_name!, 'en'),
    )
    .map((row) => ({ reference: String(row.category_id), name: row.category_name!, count: row.category_count }));
  const brands = rows
    .filter((row) => row.by_brand && row.brand_name !== null && row.brand_count > 0)
    .map((row) => ({ reference: String(row.brand_id), name: row.brand_name!, count: row.brand_count }))
    .sort(byCount)
    .slice(0, FACET_VALUE_LIMIT);
  const models = rows
    .filter((row) => row.by_model && row.model_name !== null && row.model_count > 0)
    .map((row) => ({ reference: String(row.model_id), name: row.model_name!, count: row.model_count }))
    .sort(byCount)
    .slice(0, FACET_VALUE_LIMIT);
  const conditions = rows
    .filter((row) => row.by_condition && row.condition !== null && row.condition_count > 0)
    .map((row) => ({
      reference: row.condition!,
      name: CONDITION_NAMES[row.condition!] ?? row.condition!,
      count: row.condition_count,
    }))
    .sort((a, b) => a.reference.localeCompare(b.reference));
  const total = rows.find((row) => !row.by_category && !row.by_brand && !row.by_model && !row.by_condition);
  // More than the cap counted: the items were counted up to cap + 1 and stopped there.
  const lowerBounds = capped && (total?.matched_count ?? 0) > countCap;
  const facets = [
    facet('category', 'Category', categories),
    facet('brand', 'Brand', brands),
    ...(includeModel ? [facet('model', 'Model', models)] : []),
    facet('condition', 'Condition', conditions),
  ];
  return {
    facets: lowerBounds
      ? facets.map((counted) => ({
          ...counted,
          children: counted.children.map((child) => ({ ...child, count: Math.min(child.count, countCap) })),
          counts_are_lower_bounds: true,
        }))
      : facets,
    totalCount: lowerBounds ? Math.min(total?.total_count ?? 0, countCap) : (total?.total_count ?? 0),
    lowerBounds,
  };
}
