import type { Item } from '../../schemas/entities/item';
import type { Paging } from '../../schemas/entities/paging';
import type { ParsedItemSearchParams } from '../../schemas/requests/item-search';
import type { Db } from '../db/db';
import { browseConditions, facetConditions, stateCondition, tsQuery } from './browse-conditions';
import { countableWord, facetGroupsSql, refinesBeyondPrice } from './facet-groups';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from './item-rows';
import { publicItemSql, visibleItemSql } from './item-visibility';

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

/**
 * Item search (GET /v1/items): one page of matches and, with include_meta (the default), a count of
 * all matches, as two statements run side by side. The page is chosen on items alone, in an order
 * an index of migration 095 holds (so a LIMIT stops early); only its rows are then joined and
 * described. include_ids returns exactly those items, in the given order, ignoring the other
 * filters, but only those `viewerId` may see: public ones, and drafts, removed and archived items
 * only to their seller (null: a guest). The default sort, relevance, ranks full-text matches (name above brand and
 * model above
 * category) and is newest first without a q.
 */
export async function searchItems(
  db: Db,
  params: ParsedItemSearchParams,
  viewerId: number | null = null,
): Promise<{ items: Item[]; paging: Paging }> {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const conditions = params.include_ids
    ? includedIdsConditions(params.include_ids, viewerId, bind)
    : browseConditions(params, bind);
  const where = conditions.join(' AND ');
  const word = params.include_ids ? null : await countableWord(db, params);
  const countMatches = () => {
    const count = countQuery(params, viewerId, word);
    return db.query<{ count: number }>(count.sql, count.values).then(([row]) => row?.count ?? 0);
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
  const orderBy = params.include_ids
    ? 'array_position($1::int[], i.id)'
    : params.sort !== 'relevance'
      ? ORDER_BY[params.sort]
      : params.q
        ? `ts_rank(i.search_document, ${tsQuery(bind, params.q)}) DESC, ${NEWEST}`
        : NEWEST;
  const limit = bind(params.page_size);
  const offset = bind((params.page - 1) * params.page_size);
  // Few matches: all of them found by the filters' own indexes, then sorted, instead of walking a sort
  // index past every item of other brands and prices (4 s for a brand without items in a price range
  // at 1M items: the planner takes brand and price for independent; 0.7–1.6 s for Vicis helmets, dear,
  // cheapest first). Words' matches come from their GIN index, so more of them are sorted.
  const fewMatches = params.q ? FEW_WORD_MATCHES : FEW_MATCHES;
  const page =
    !params.include_ids && (knownCount ?? (await facetBound(db, params))) <= fewMatches
      ? `WITH matches AS MATERIALIZED (SELECT ${sortColumns(params)} FROM items i WHERE ${where}) SELECT i.id FROM matches i`
      : `SELECT i.id FROM items i WHERE ${where}`;
  const [rows, totalCount] = await Promise.all([
    db.query<ItemRow>(
      `SELECT ${ITEM_COLUMNS}
       FROM (${page} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}) page
       JOIN items i ON i.id = page.id
       ${ITEM_JOINS}
       ORDER BY ${orderBy}`,
      values,
    ),
    params.include_meta === '1' ? (knownCount ?? countMatches()) : null,
  ]);
  // Without include_meta no paging is sent (the facets count their own total): the page stands in.
  const total = totalCount ?? rows.length;
  return {
    items: rows.map(toItem),
    paging: {
      page: params.page,
      page_size: params.page_size,
      total_count: total,
      total_pages: Math.ceil(total / params.page_size),
    },
  };
}

/** A browse that leaves at most this many items sorts them all (searchItems); one with words, this many. */
export const FEW_MATCHES = 1000;
export const FEW_WORD_MATCHES = 20_000;
/** What a page's order reads (ORDER_BY; relevance ranks the search document, which only it carries along). */
const sortColumns = (params: ParsedItemSearchParams) =>
  `i.id, i.published_at, i.last_bumped_at, i.price, i.favoriters_count${params.q && params.sort === 'relevance' ? ', i.search_document' : ''}`;

/**
 * At most how many items a browse with words or other refining filters lists: the items its state and
 * facet filters leave (item_facet_counts); without facet filters, no bound.
 */
async function facetBound(db: Db, params: ParsedItemSearchParams): Promise<number> {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  const facets = Object.values(facetConditions(params, bind));
  if (facets.length === 0) return Infinity;
  const [row] = await db.query<{ items: number }>(
    `SELECT coalesce(sum(i.items), 0)::int AS items FROM item_facet_counts i
     WHERE ${[stateCondition(params, bind), ...facets].join(' AND ')}`,
    values,
  );
  return row?.items ?? 0;
}

/**
 * The count of a search's matches. A browse filtered by state, facets and at most a price range or one
 * word (`word`) sums the groups of facetGroupsSql (count tables, migrations 095 and 132) that pass the
 * facet filters, instead of counting the items.
 */
function countQuery(
  params: ParsedItemSearchParams,
  viewerId: number | null,
  word: string | null,
): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  if (params.include_ids)
    return {
      sql: `SELECT count(*)::int AS count FROM items i WHERE ${includedIdsConditions(params.include_ids, viewerId, bind).join(' AND ')}`,
      values,
    };
  if (word === null && refinesBeyondPrice(params))
    return {
      sql: `SELECT count(*)::int AS count FROM items i WHERE ${browseConditions(params, bind).join(' AND ')}`,
      values,
    };
  const groups = facetGroupsSql(params, bind, word);
  const where = ['true', ...Object.values(facetConditions(params, bind))].join(' AND ');
  return { sql: `SELECT coalesce(sum(i.items), 0)::int AS count FROM (${groups}) i WHERE ${where}`, values };
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
