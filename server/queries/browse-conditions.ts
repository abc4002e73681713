import type { ParsedItemSearchParams } from '../../schemas/requests/item-search';

/** The facets whose own filter is left out when their counts are computed (disjunctive facets). */
export type FacetKey = 'category' | 'brand' | 'model' | 'condition';

/** Filter parameters the search and the facet counts share. */
export type BrowseParams = Omit<ParsedItemSearchParams, 'page' | 'page_size' | 'include_ids' | 'include_meta' | 'sort'>;

/** Binds a value as the next $n placeholder and returns it. */
export type Bind = (value: unknown) => string;

/** The full-text query of q (websearch syntax, so any input is safe). */
export const tsQuery = (bind: Bind, q: string) => `websearch_to_tsquery('english', ${bind(q)})`;

/**
 * The WHERE conditions (on items aliased i) of a browse: state, full-text q, category subtree,
 * brand, model, seller, condition, price range, sale and price drop. `except` leaves one facet's
 * own filter out, for that facet's counts.
 */
export function browseConditions(params: BrowseParams, bind: Bind, except?: FacetKey): string[] {
  const conditions = [`i.state = ${bind(params.recently_sold === '1' ? 'sold' : params.state)}`];
  if (params.q) conditions.push(`i.search_document @@ ${tsQuery(bind, params.q)}`);
  const categories = [...(params['category[]'] ?? []), ...(params.category_id ? [params.category_id] : [])];
  if (categories.length > 0 && except !== 'category') {
    conditions.push(`i.category_id IN (SELECT id FROM categories WHERE lineage && ${bind(categories)}::int[])`);
  }
  const brands = [...(params['brand[]'] ?? []), ...(params.brand_id ? [params.brand_id] : [])];
  if (brands.length > 0 && except !== 'brand') conditions.push(`i.brand_id = ANY (${bind(brands)}::int[])`);
  const models = [...(params['model[]'] ?? []), ...(params.model_id ? [params.model_id] : [])];
  if (models.length > 0 && except !== 'model') conditions.push(`i.model_id = ANY (${bind(models)}::int[])`);
  if (params['condition[]']?.length && except !== 'condition') conditions.push(`i.condition = ANY (${bind(params['condition[]'])}::text[])`);
  if (params.seller) conditions.push(`i.seller_id = (SELECT id FROM users WHERE username = ${bind(params.seller)})`);
  if (params.min_price !== undefined) conditions.push(`i.price >= ${bind(params.min_price)}`);
  if (params.max_price !== undefined) conditions.push(`i.price <= ${bind(params.max_price)}`);
  if (params.sale === '1') conditions.push('i.price < i.list_price');
  if (params.price_drop === '1') conditions.push('i.original_list_price > i.list_price');
  return conditions;
}
