import type { Item } from '../../schemas/entities/item';
import type { Paging } from '../../schemas/entities/paging';
import type { ParsedItemSearchParams } from '../../schemas/requests/item-search';
import type { Db } from '../db/db';
import { browseConditions, tsQuery } from './browse-conditions';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from './item-rows';

const NEWEST = 'i.published_at DESC NULLS LAST, i.id DESC';
const ORDER_BY: Record<Exclude<ParsedItemSearchParams['sort'], 'relevance'>, string> = {
  newest: NEWEST,
  price_asc: 'i.price ASC, i.id ASC',
  price_desc: 'i.price DESC, i.id DESC',
  popular: 'i.favoriters_count DESC, i.id DESC',
};

/**
 * Item search (GET /v1/items) in one query: a count of all matches beside one page of them.
 * include_ids returns exactly those items, in the given order, ignoring the other filters. The
 * default sort, relevance, ranks full-text matches (name above brand and model above category)
 * and is newest first without a q.
 */
export async function searchItems(db: Db, params: ParsedItemSearchParams): Promise<{ items: Item[]; paging: Paging }> {
  const values: unknown[] = [];
  const bind = (value: unknown) => `$${values.push(value)}`;
  let conditions: string[];
  let orderBy: string;

  if (params.include_ids) {
    const ids = bind(params.include_ids);
    conditions = [`i.id = ANY (${ids}::int[])`];
    orderBy = `array_position(${ids}::int[], i.id)`;
  } else {
    conditions = browseConditions(params, bind);
    orderBy =
      params.sort !== 'relevance'
        ? ORDER_BY[params.sort]
        : params.q
          ? `ts_rank(i.search_document, ${tsQuery(bind, params.q)}) DESC, ${NEWEST}`
          : NEWEST;
  }

  const where = conditions.join(' AND ');
  const limit = bind(params.page_size);
  const offset = bind((params.page - 1) * params.page_size);
  // The page's ids are chosen on items alone; only those rows are then joined and described.
  // Starting from the count keeps one row (with a null id) when the page is empty.
  const rows = await db.query<ItemRow & { total_count: number }>(
    `SELECT total.count AS total_count, ${ITEM_COLUMNS}
     FROM (SELECT count(*)::int AS count FROM items i WHERE ${where}) total
     LEFT JOIN (SELECT i.id FROM items i WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}) page ON true
     LEFT JOIN items i ON i.id = page.id
     ${ITEM_JOINS}
     ORDER BY ${orderBy}`,
    values,
  );
  const totalCount = rows[0]?.total_count ?? 0;
  return {
    items: rows.filter((row) => row.id !== null).map(toItem),
    paging: {
      page: params.page,
      page_size: params.page_size,
      total_count: totalCount,
      total_pages: Math.ceil(totalCount / params.page_size),
    },
  };
}

/** Items by id, in the order given; ids that do not exist are left out. */
export async function findItemsByIds(db: Db, ids: number[]): Promise<Item[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM items i ${ITEM_JOINS} WHERE i.id = ANY ($1::int[]) ORDER BY array_position($1::int[], i.id)`,
    [ids],
  );
  return rows.map(toItem);
}
