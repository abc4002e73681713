import type { ParsedItemSearchParams } from '../../schemas/requests/item-search';
import { inLiveSaleSql } from '../sales/sales';

/** The facets of a browse; a facet's own filter is left out of its counts (disjunctive facets). */
export type FacetKey = 'category' | 'brand' | 'model' | 'condition';

/** Filter parameters the search and the facet counts share. */
export type BrowseParams = Omit<ParsedItemSearchParams, 'page' | 'page_size' | 'include_ids' | 'include_meta' | 'sort'>;

/** Binds a value as the next $n placeholder and returns it. */
export type Bind = (value: unknown) => string;

/** A seller who ships within this many business days (users.ship_days) ships fast. */
export const FAST_SHIPPING_DAYS = 1;

/** The full-text query of q (websearch syntax, so any input is safe). */
export const tsQuery = (bind: Bind, q: string) => `websearch_to_tsquery('english', ${bind(q)})`;

/**
 * The facet filters of a browse (on items aliased i), each as one SQL condition: category subtree,
 * brand, model and condition. Only the facets the params choose are present.
 */
export function facetConditions(params: BrowseParams, bind: Bind): Partial<Record<FacetKey, string>> {
  const conditions: Partial<Record<FacetKey, string>> = {};
  const categories = [...(params['category[]'] ?? []), ...(params.category_id ? [params.category_id] : [])];
  if (categories.length > 0)
    conditions.category = `i.category_id IN (SELECT id FROM categories WHERE lineage && ${bind(categories)}::int[])`;
  const brands = [...(params['brand[]'] ?? []), ...(params.brand_id ? [params.brand_id] : [])];
  if (brands.length > 0) conditions.brand = `i.brand_id = ANY (${bind(brands)}::int[])`;
  const models = [...(params['model[]'] ?? []), ...(params.model_id ? [params.model_id] : [])];
  if (models.length > 0) conditions.model = `i.model_id = ANY (${bind(models)}::int[])`;
  if (params['condition[]']?.length)
    conditions.condition = `i.condition = ANY (${bind(params['condition[]'])}::text[])`;
  return conditions;
}

/**
 * The conditions (on items aliased i) of a browse beside its state and its facets: full-text q,
 * seller, price range, sale, price drop, fast shipping and Canadian sellers. A browse without any
 * is counted per facet group from item_facet_counts (migration 095) instead of from the items.
 */
export function refiningConditions(params: BrowseParams, bind: Bind): string[] {
  const conditions: string[] = [];
  if (params.q) conditions.push(`i.search_document @@ ${tsQuery(bind, params.q)}`);
  if (params.seller) conditions.push(`i.seller_id = (SELECT id FROM users WHERE username = ${bind(params.seller)})`);
  if (params.min_price !== undefined) conditions.push(`i.price >= ${bind(params.min_price)}`);
  if (params.max_price !== undefined) conditions.push(`i.price <= ${bind(params.max_price)}`);
  // In a live sale (its price is the sale's: the sale-phase job keeps it so, sales/sales.ts).
  if (params.sale === '1') conditions.push(inLiveSaleSql);
  if (params.price_drop === '1') conditions.push('i.original_list_price > i.list_price');
  if (params.fast_shipping === '1')
    conditions.push(`i.seller_id IN (SELECT id FROM users WHERE ship_days <= ${FAST_SHIPPING_DAYS})`);
  if (params.canadian_seller_only === '1')
    conditions.push("i.seller_id IN (SELECT id FROM users WHERE country = 'CA')");
  return conditions;
}

/** Whether a browse has refining conditions (else item_facet_counts can count it). */
export const hasRefiningConditions = (params: BrowseParams) => refiningConditions(params, () => '$0').length > 0;

/**
 * The state a browse lists (on items aliased i, or item_facet_counts aliased i): available, or sold with
 * recently_sold; never the items of a seller on vacation (migration 127's seller_away).
 */
export const stateCondition = (params: BrowseParams, bind: Bind) =>
  `i.state = ${bind(params.recently_sold === '1' ? 'sold' : params.state)} AND NOT i.seller_away`;

/**
 * The WHERE conditions (on items aliased i) of a browse: state, the refining conditions and
 * (unless `withFacets` is false) the facet filters.
 */
export function browseConditions(params: BrowseParams, bind: Bind, { withFacets = true } = {}): string[] {
  return [
    stateCondition(params, bind),
    ...refiningConditions(params, bind),
    ...(withFacets ? Object.values(facetConditions(params, bind)) : []),
  ];
}
