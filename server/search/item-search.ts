import type { Item } from '../../schemas/entities/item';
import type { Paging } from '../../schemas/entities/paging';
import type { ParsedItemSearchParams } from '../../schemas/requests/item-search';
import type { Db } from '../db/db';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from '../items/item-rows';
import { publicItemSql, visibleItemSql } from '../items/item-visibility';
import { browseConditions, facetConditions, stateCondition, tsQuery, type Bind } from './browse-conditions';
import { countableWord, facetGroupsSql, refinesBeyondPrice } from './facet-groups';
import { SEARCH_LIMITS, type SearchLimits } from './search-limits';

/**
 * Newest first, a bump counting as a new listing (migration 114's items_newest_bumped_idx holds this
 * order; greatest() skips a null last_bumped_at).
 */
const NEWEST = 'greatest(i.published_at, i.last_bumped_at) DESC NULLS LAST, i.id DESC';
const ORDER_BY: Record<Exclude<ParsedItemSearchParams['sort'], 'relevance'>, string> = {
  newest: NEWEST,
  price_asc: 'i.price ASC, i.id ASC',
  price_desc: 'i.price DESC, i.id DESC',
  popular: 'i.favoriters_count DESC, i.id DESC',
};

/** A count of matches: exact, or (`lowerBound`) the cap of a count that stopped there. */
export interface MatchCount {
  count: number;
  lowerBound: boolean;
}

/**
 * Item search (GET /v1/items): one page of matches and, with include_meta (the default), a count of
 * all matches (up to `limits.countCap`), as two statements run side by side. The page is chosen on items alone,
 * in an order an index of migration 095 holds (so a LIMIT stops early); only its rows are then joined and
 * described. include_ids returns exactly those items, in the given order, ignoring the other
 * filters, but only those `viewerId` may see: public ones, and drafts, removed and archived items
 * only to their seller (null: a guest). The default sort, relevance, puts the matches whose words are all in the
 * name first, then those with them in the name, brand and model, then the rest (category), each tier newest
 * first (relevanceSql); without a q it is newest first.
 */
export async function searchItems(
  db: Db,
  params: ParsedItemSearchParams,
  viewerId: number | null = null,
  limits: SearchLimits = SEARCH_LIMITS,
): Promise<{ items: Item[]; paging: Paging }> {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const conditions = params.include_ids
    ? includedIdsConditions(params.include_ids, viewerId, bind)
    : browseConditions(params, bind);
  const where = conditions.join(' AND ');
  const whereValues = [...values];
  const word = params.include_ids ? null : await countableWord(db, params);
  const countMatches = async (): Promise<MatchCount> => {
    const count = countQuery(params, viewerId, word, limits.countCap);
    const [row] = await db.query<{ count: number }>(count.sql, count.values);
    const counted = row?.count ?? 0;
    return counted > count.cap ? { count: count.cap, lowerBound: true } : { count: counted, lowerBound: false };
  };
  // Known before the page is chosen: counted from the count tables (a few ms), or for words with a sort of
  // their own, counted first instead of beside the page (see below).
  const knownCount = params.include_ids
    ? null
    : !refinesBeyondPrice(params) ||
        word !== null ||
        (params.q && params.sort !== 'relevance' && params.include_meta === '1')
      ? await countMatches()
      : null;
  // Few matches: all of them found by the filters' own indexes, then sorted, instead of walking a sort index
  // past every item of other brands and prices (4 s for a brand without items in a price range at 1M items: the
  // planner takes brand and price for independent; 0.7–1.6 s for Vicis helmets, dear, cheapest first). Words'
  // matches come from their GIN index, so more of them are sorted. A count that stopped at the cap is not few;
  // without a count, a bound (matchBound: one word's items of the chosen facets) tells few from many.
  // Sorted by price without words, up to fewPriceMatches when they are a small share of the catalogue (a walk
  // through a dense share finds its page soon: at 20k items sorting 4,000 new items cost more than walking).
  const priceSort = params.sort === 'price_asc' || params.sort === 'price_desc' ? params.sort : null;
  const matches = params.include_ids
    ? Infinity
    : knownCount
      ? knownCount.lowerBound
        ? Infinity
        : knownCount.count
      : await matchBound(db, params);
  const few =
    matches <= (params.q ? limits.fewWordMatches : limits.fewMatches) ||
    (!params.q &&
      priceSort !== null &&
      matches <= limits.fewPriceMatches &&
      matches * SPARSE_SHARE <= (await catalogueSize(db)));
  // Relevance of many matches: the best tier's newest matches are looked for among the newest items first.
  const relevant = !params.include_ids && params.q && params.sort === 'relevance';
  const windowed =
    relevant && !few ? await relevanceWindowPage(db, params, where, whereValues, limits.relevanceWindow) : null;
  const orderBy = params.include_ids
    ? 'array_position($1::int[], i.id)'
    : params.sort !== 'relevance'
      ? ORDER_BY[params.sort]
      : relevant
        ? relevanceSql(bind, params.q!)
        : NEWEST;
  // Many matches of one word sorted by price: a walk of the price index alone over the word's models.
  const models = !params.include_ids && !few && priceSort && params.q ? await wordModels(db, params) : null;
  const walk = models && priceSort ? priceWalk(params, priceSort, models, bind) : null;
  const pageOf = (source: string, order = orderBy) =>
    `${source} ORDER BY ${order} LIMIT ${bind(params.page_size)} OFFSET ${bind((params.page - 1) * params.page_size)}`;
  const page = windowed
    ? `SELECT i.id FROM items i WHERE ${where} AND i.id = ANY (${bind(windowed)}::int[])`
    : walk
      ? pageOf(
          `SELECT i.id FROM ${walk} JOIN items i ON i.id = walk.id WHERE ${where}`,
          orderBy.replaceAll('i.', 'walk.'),
        )
      : pageOf(
          few
            ? `WITH matches AS MATERIALIZED (SELECT ${sortColumns(params)} FROM items i WHERE ${where}) SELECT i.id FROM matches i`
            : `SELECT i.id FROM items i WHERE ${where}`,
        );
  const [rows, totalCount] = await Promise.all([
    db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS}
       FROM (${page}) page
       JOIN items i ON i.id = page.id
       ${ITEM_JOINS}
       ORDER BY ${orderBy}`,
      values,
    ),
    params.include_meta === '1' ? (knownCount ?? countMatches()) : null,
  ]);
  // Without include_meta no paging is sent (the facets count their own total): the page stands in.
  const total = totalCount?.count ?? rows.length;
  return {
    items: rows.map(toItem),
    paging: {
      page: params.page,
      page_size: params.page_size,
      total_count: total,
      total_pages: Math.ceil(total / params.page_size),
      ...(totalCount?.lowerBound ? { total_is_lower_bound: true } : {}),
    },
  };
}

/**
 * The relevance order of words: the matches with all the words in their name (weight A of the search document)
 * first, then with them in name, brand and model (A and B), then the rest (the category path); newest first in
 * each tier. Before issue 20 item 6 it was ts_rank, which weighs how often a word occurs too: ranking every
 * match of a common word (`q=glove`, 120k at 1M items) took ~90 ms, and no index holds a ts_rank order.
 */
function relevanceSql(bind: Bind, q: string): string {
  const query = tsQuery(bind, q);
  return `CASE WHEN ts_filter(i.search_document, '{a}') @@ ${query} THEN 0
    WHEN ts_filter(i.search_document, '{a,b}') @@ ${query} THEN 1 ELSE 2 END, ${NEWEST}`;
}

/**
 * The ids of a relevance page found among the `window` newest items of the browse's state (walking
 * items_newest_bumped_idx, which stops there): when they hold at least the page's worth of matches of the best
 * tier, those are the tier's newest matches of all, so the page is exact. Null when they do not.
 */
async function relevanceWindowPage(
  db: Db,
  params: ParsedItemSearchParams,
  where: string,
  whereValues: unknown[],
  window: number,
): Promise<number[] | null> {
  const values = [...whereValues];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const wanted = params.page * params.page_size;
  if (wanted > window) return null;
  const rows = await db.query<{ id: number }>(
    `SELECT i.id FROM (
       SELECT * FROM items i WHERE ${stateCondition(params, bind)} ORDER BY ${NEWEST} LIMIT ${bind(window)}
     ) i
     WHERE ${where} AND ts_filter(i.search_document, '{a}') @@ ${tsQuery(bind, params.q!)}
     ORDER BY ${NEWEST} LIMIT ${bind(wanted)}`,
    values,
  );
  return rows.length < wanted ? null : rows.slice(wanted - params.page_size).map((row) => row.id);
}

/**
 * The models (0 for none) whose items hold the browse's q when it makes one word (item_word_counts, migration 132),
 * in its state; null for several words.
 */
async function wordModels(db: Db, params: ParsedItemSearchParams): Promise<number[] | null> {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const [row] = await db.query<{ word: string | null; models: number[] | null }>(
    `SELECT q.word, (SELECT array_agg(DISTINCT coalesce(i.model_id, 0)) FROM item_word_counts i
       WHERE i.word = q.word AND ${stateCondition(params, bind)} AND i.items > 0) AS models
     FROM search_single_word(${bind(params.q)}) q (word)`,
    values,
  );
  return row?.word ? (row.models ?? []) : null;
}

/**
 * The price index walked alone (an index-only scan, its INCLUDE columns filtered), in the page's price order,
 * over the items of the word's models (wordModels) that pass the state, price and facet filters: the items it
 * yields are then read for the word. Cheap cleats between $52 and $414, dearest first, walked every dearer item
 * of the range and read each from the table (150–260 ms at 1M items); their models alone are ~3 % of them.
 */
function priceWalk(
  params: ParsedItemSearchParams,
  sort: 'price_asc' | 'price_desc',
  models: number[],
  bind: Bind,
): string {
  const conditions = [
    stateCondition(params, bind),
    ...(params.min_price === undefined ? [] : [`i.price >= ${bind(params.min_price)}`]),
    ...(params.max_price === undefined ? [] : [`i.price <= ${bind(params.max_price)}`]),
    ...Object.values(facetConditions(params, bind)),
    `coalesce(i.model_id, 0) = ANY (${bind(models)}::int[])`,
  ];
  // OFFSET 0 keeps the walk a subquery of its own: flattened, its filters would wait for each item's row.
  return `(SELECT i.id, i.price FROM items i WHERE ${conditions.join(' AND ')} ORDER BY ${ORDER_BY[sort]} OFFSET 0) walk`;
}

/** What a page's order reads (ORDER_BY; relevance ranks the search document, which only it carries along). */
const sortColumns = (params: ParsedItemSearchParams) =>
  `i.id, i.published_at, i.last_bumped_at, i.price, i.favoriters_count${params.q && params.sort === 'relevance' ? ', i.search_document' : ''}`;

/** Matches sorted by price (fewPriceMatches) when at most this share of the catalogue: 1 in 20. */
const SPARSE_SHARE = 20;

/** How many items the planner's statistics count (pg_class.reltuples; -1 before the first ANALYZE). */
async function catalogueSize(db: Db): Promise<number> {
  const [row] = await db.query<{ items: number }>(
    "SELECT reltuples::float8 AS items FROM pg_class WHERE oid = 'items'::regclass",
  );
  return row?.items ?? -1;
}

/**
 * At most how many items a browse with words or other refining filters lists: the items its state and facet
 * filters leave (item_facet_counts) or, when its q makes one word, those of them holding the word
 * (item_word_counts, whatever the other refining filters); without either, no bound.
 */
async function matchBound(db: Db, params: ParsedItemSearchParams): Promise<number> {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const facets = Object.values(facetConditions(params, bind));
  const where = [stateCondition(params, bind), ...facets].join(' AND ');
  const word = params.q ? `search_single_word(${bind(params.q)})` : 'NULL::text';
  const [row] = await db.query<{ word_items: number | null; facet_items: number | null }>(
    `SELECT
       CASE WHEN q.word IS NOT NULL THEN
         (SELECT coalesce(sum(i.items), 0)::int FROM item_word_counts i WHERE i.word = q.word AND ${where})
       END AS word_items,
       ${facets.length > 0 ? `(SELECT coalesce(sum(i.items), 0)::int FROM item_facet_counts i WHERE ${where})` : 'NULL::int'} AS facet_items
     FROM (SELECT ${word} AS word) q`,
    values,
  );
  return row?.word_items ?? row?.facet_items ?? Infinity;
}

/**
 * The count of a search's matches. A browse filtered by state, facets and at most a price range or one
 * word (`word`) sums the groups of facetGroupsSql (count tables, migrations 095 and 132) that pass the
 * facet filters, instead of counting the items; any other counts its items up to `countCap` + 1 (a count
 * above `cap` stopped there).
 */
function countQuery(
  params: ParsedItemSearchParams,
  viewerId: number | null,
  word: string | null,
  countCap: number,
): { sql: string; values: unknown[]; cap: number } {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  if (params.include_ids)
    return {
      sql: `SELECT count(*)::int AS count FROM items i WHERE ${includedIdsConditions(params.include_ids, viewerId, bind).join(' AND ')}`,
      values,
      cap: Infinity,
    };
  if (word === null && refinesBeyondPrice(params))
    return {
      // A CTE is planned for all its rows: a LIMIT on the items themselves would make a sequential scan look cheap,
      // which reads the whole table when the planner expects more matches than there are.
      sql: `WITH matches AS MATERIALIZED (SELECT FROM items i WHERE ${browseConditions(params, bind).join(' AND ')})
        SELECT count(*)::int AS count FROM (SELECT FROM matches LIMIT ${bind(countCap + 1)}) capped`,
      values,
      cap: countCap,
    };
  const groups = facetGroupsSql(params, bind, word);
  const where = ['true', ...Object.values(facetConditions(params, bind))].join(' AND ');
  return {
    sql: `SELECT coalesce(sum(i.items), 0)::int AS count FROM (${groups}) i WHERE ${where}`,
    values,
    cap: Infinity,
  };
}

/** The ids asked for ($1, so the order can name it), of the items the viewer may see. */
function includedIdsConditions(ids: number[], viewerId: number | null, bind: (value: unknown) => string): string[] {
  return [`i.id = ANY (${bind(ids)}::int[])`, visibleItemSql(bind(viewerId))];
}

/** Public items by id, in the order given (a lander's pre-filled blocks); other ids are left out. */
export async function findItemsByIds(db: Db, ids: number[]): Promise<Item[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM items i ${ITEM_JOINS} WHERE i.id = ANY ($1::int[]) AND ${publicItemSql} ORDER BY array_position($1::int[], i.id)`,
    [ids],
  );
  return rows.map(toItem);
}
