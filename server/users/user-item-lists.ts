import type { Item } from '../../schemas/entities/item';
import type { Paging } from '../../schemas/entities/paging';
import type { ParsedUserItemListParams } from '../../schemas/requests/user-item-lists';
import type { Db } from '../db/db';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from '../items/item-rows';
import { visibleItemSql } from '../items/item-visibility';

/**
 * Which rows of a list and in what order: SQL over `items i` (and what `from` joins), with $1 the user's id and $4…
 * the list's own values.
 */
interface ListSql {
  from: string;
  where: string;
  orderBy: string;
}

/**
 * A user's favourites (GET /v1/users/{uuid}/favorites): the most recently favourited first. Only
 * what the caller may see: available and sold items, and drafts, removed and archived ones only
 * to their seller (the list is public, so its owner's favourite does not make them public). $4:
 * the caller's id (null: a guest).
 */
const FAVORITES: ListSql = {
  from: 'favorites f JOIN items i ON i.id = f.item_id',
  where: `f.user_id = $1 AND ${visibleItemSql('$4')}`,
  orderBy: 'f.created_at DESC, f.item_id DESC',
};

/**
 * What the sellers a user follows have for sale (GET /v1/users/{uuid}/followed_items): available
 * items, the newest first, as item search sorts 'newest'.
 */
const FOLLOWED_ITEMS: ListSql = {
  from: 'following fo JOIN items i ON i.seller_id = fo.followed_id',
  where: "fo.follower_id = $1 AND i.state = 'available' AND NOT i.seller_away",
  orderBy: 'i.published_at DESC NULLS LAST, i.id DESC',
};

export const findFavoriteItems = (db: Db, userId: number, params: ParsedUserItemListParams, viewerId: number | null) =>
  listItems(db, FAVORITES, userId, params, [viewerId]);
export const findFollowedItems = (db: Db, userId: number, params: ParsedUserItemListParams) =>
  listItems(db, FOLLOWED_ITEMS, userId, params);

/**
 * One page of a list in one query, like item search: the count of all rows beside the page, whose
 * ids are chosen first and only then joined into item rows (ITEM_COLUMNS, so cards get what search
 * gives them). Starting from the count keeps one row (with a null id) when the page is empty.
 */
async function listItems(
  db: Db,
  list: ListSql,
  userId: number,
  params: ParsedUserItemListParams,
  values: unknown[] = [],
): Promise<{ items: Item[]; paging: Paging }> {
  const rows = await db.query<ItemRow & { total_count: number }>(
    `SELECT total.count AS total_count, ${ITEM_COLUMNS}
     FROM (SELECT count(*)::int AS count FROM ${list.from} WHERE ${list.where}) total
     LEFT JOIN (
       SELECT i.id, row_number() OVER (ORDER BY ${list.orderBy}) AS position
       FROM ${list.from} WHERE ${list.where}
       ORDER BY ${list.orderBy} LIMIT $2 OFFSET $3
     ) page ON true
     LEFT JOIN items i ON i.id = page.id
     ${ITEM_JOINS}
     ORDER BY page.position`,
    [userId, params.page_size, (params.page - 1) * params.page_size, ...values],
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of the user with this uuid (users.uuid), or null when there is none (or it is no uuid at all). */
export async function findUserIdByUuid(db: Db, uuid: string): Promise<number | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE uuid = $1::uuid', [uuid]);
  return row?.id ?? null;
}
