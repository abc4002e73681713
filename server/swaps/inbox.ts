import {
  INBOX_FILTERS,
  INBOX_FOLDER_LIST,
  INBOX_FOLDERS,
  INBOX_TYPES,
  type InboxScope,
  type InboxType,
  type SwapCountsEntry,
  type SwapInboxEntry,
  type SwapListResponse,
} from '../../schemas/entities/inbox';
import type { ParsedSwapListParams } from '../../schemas/requests/inbox';
import type { Db } from '../db/db';
import { itemImages, itemPhotosSql, type UploadRef } from '../items/item-rows';
import { FILTER_SQL, folderSql, swapSource, UNREAD_SQL } from './inbox-folders';
import { swapLabel, type LabelFacts, type LatestOffer } from './swap-label';

const SIDE_NAMES: Record<InboxType, string> = { sell: 'Selling', buy: 'Buying' };

/**
 * GET /v2/swaps/counts?type: the 'sell' and 'buy' entries with each side's unread flag; the asked-for
 * side holds every folder (spec §2.11) with its unread swaps.
 */
export async function swapCounts(db: Db, userId: number, type: InboxType): Promise<SwapCountsEntry[]> {
  const columns = INBOX_FOLDER_LIST.map(
    ({ slug }) => `count(*) FILTER (WHERE ${UNREAD_SQL} AND (${folderSql(slug)}))::int AS ${slug}`,
  );
  const [row] = await db.query<Record<string, number>>(`SELECT ${columns.join(', ')} ${swapSource(type)}`, [userId]);
  const unreadIn = (slug: InboxScope) => row?.[slug] ?? 0;
  const entry = (slug: InboxScope, name: string, children: SwapCountsEntry[] = []): SwapCountsEntry => ({
    slug,
    name,
    unread: unreadIn(slug) > 0,
    unread_count: unreadIn(slug),
    children,
  });
  const children = INBOX_FOLDERS.map((folder) =>
    entry(
      folder.slug,
      folder.name,
      'children' in folder ? folder.children.map((child) => entry(child.slug, child.name)) : [],
    ),
  );

  const [sides] = await db.query<Record<InboxType, number>>(
    `SELECT count(*) FILTER (WHERE seller_id = $1)::int AS sell, count(*) FILTER (WHERE buyer_id = $1)::int AS buy FROM swaps s WHERE ${UNREAD_SQL}`,
    [userId],
  );
  return INBOX_TYPES.map((side) => ({
    slug: side,
    name: SIDE_NAMES[side],
    unread: (sides?.[side] ?? 0) > 0,
    unread_count: sides?.[side] ?? 0,
    children: side === type ? children : [],
  }));
}

interface InboxRow extends LabelFacts {
  id: number;
  updated_at: Date;
  unread: boolean;
  starred: boolean;
  archived: boolean;
  item_id: number;
  item_name: string;
  image_count: number;
  photos: UploadRef[] | null;
  buyer_username: string;
  seller_username: string;
  amount: number | null;
  state: LatestOffer['state'];
  seller_offer: boolean | null;
  counter_offer: boolean | null;
  latest_message: string | null;
}

const ORDER_BY = {
  newest: 's.updated_at DESC, s.id DESC',
  oldest: 's.updated_at ASC, s.id ASC',
  unread: `(${UNREAD_SQL}) DESC, s.updated_at DESC, s.id DESC`,
} as const;

/** `q` as SQL: an item id (digits), or words found in the item name or the other party's username. */
function keywordCondition(type: InboxType, q: string | undefined, params: unknown[]): string {
  if (!q) return 'TRUE';
  const counterparty = type === 'sell' ? 'b.username' : 'se.username';
  params.push(`%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
  const like = `(i.name ILIKE $${params.length} OR ${counterparty} ILIKE $${params.length})`;
  if (!/^\d{1,9}$/.test(q)) return like;
  params.push(Number(q));
  return `(i.id = $${params.length} OR ${like})`;
}

/**
 * GET /v2/swaps: one page of one folder of the caller's swaps on one side, and meta.filters, each
 * chip's count within the folder and keyword (whatever chip is on).
 */
export async function listInboxSwaps(db: Db, userId: number, params: ParsedSwapListParams): Promise<SwapListResponse> {
  const values: unknown[] = [userId];
  const where = `(${folderSql(params.scope)}) AND ${keywordCondition(params.type, params.q, values)}`;
  const source = `${swapSource(params.type)} AND ${where}`;
  const chipColumns = INBOX_FILTERS.map(
    (filter) => `count(*) FILTER (WHERE ${FILTER_SQL[filter.slug]})::int AS ${filter.slug}`,
  );
  const [counts] = await db.query<Record<string, number>>(
    `SELECT count(*)::int AS total, ${chipColumns.join(', ')} ${source}`,
    values,
  );
  const filters = INBOX_FILTERS.map((filter) => ({
    slug: filter.slug,
    name: filter.name,
    count: counts?.[filter.slug] ?? 0,
  }));
  const total = params.filter ? (counts?.[params.filter] ?? 0) : (counts?.total ?? 0);

  const rows = await db.query<InboxRow>(
    `SELECT s.id, s.updated_at, ${UNREAD_SQL} AS unread, st.swap_id IS NOT NULL AS starred,
       $1 = ANY (s.archived_by) AS archived, s.stage, s.ship_by, i.id AS item_id, i.name AS item_name, i.image_count, ${itemPhotosSql('i')} AS photos,
       b.username AS buyer_username, se.username AS seller_username, s.order_id IS NOT NULL AS has_order,
       lo.amount, lo.state, lo.seller_offer, lo.counter_offer,
       (SELECT m.body FROM swap_messages m WHERE m.swap_id = s.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS latest_message
     ${source} AND ${params.filter ? FILTER_SQL[params.filter] : 'TRUE'}
     ORDER BY ${ORDER_BY[params.sort]} LIMIT ${params.page_size} OFFSET ${(params.page - 1) * params.page_size}`,
    values,
  );
  return {
    data: rows.map(toInboxEntry),
    meta: {
      filters,
      paging: {
        page: params.page,
        page_size: params.page_size,
        total_count: total,
        total_pages: Math.ceil(total / params.page_size),
      },
    },
  };
}

function toInboxEntry(row: InboxRow): SwapInboxEntry {
  return {
    id: row.id,
    updated_at: row.updated_at.toISOString(),
    unread: row.unread,
    starred: row.starred,
    archived: row.archived,
    item: {
      id: row.item_id,
      name: row.item_name,
      primary_image: itemImages(row.item_id, row.image_count, row.photos).primary_image,
    },
    buyer: { username: row.buyer_username },
    seller: { username: row.seller_username },
    latest_message: row.latest_message === null ? null : { body: row.latest_message },
    label: swapLabel(row, row),
  };
}

/** Stars or unstars a swap for one of its parties; false when the swap is not theirs. Idempotent. */
export async function setSwapStar(db: Db, userId: number, swapId: number, starred: boolean): Promise<boolean> {
  const [swap] = await db.query('SELECT id FROM swaps WHERE id = $1 AND $2 IN (buyer_id, seller_id)', [swapId, userId]);
  if (!swap) return false;
  await db.query(
    starred
      ? 'INSERT INTO swap_stars (user_id, swap_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
      : 'DELETE FROM swap_stars WHERE user_id = $1 AND swap_id = $2',
    [userId, swapId],
  );
  return true;
}

/**
 * Archives or unarchives a swap for one of its parties (the other party's inbox is untouched); false
 * when the swap is not theirs. Idempotent.
 */
export async function setSwapArchived(db: Db, userId: number, swapId: number, archived: boolean): Promise<boolean> {
  const rows = await db.query(
    `UPDATE swaps SET archived_by = ${
      archived ? 'ARRAY(SELECT DISTINCT unnest(archived_by || ARRAY[$2::int]))' : 'array_remove(archived_by, $2::int)'
    }
     WHERE id = $1 AND $2 IN (buyer_id, seller_id) RETURNING id`,
    [swapId, userId],
  );
  return rows.length > 0;
}

/** POST /v1/swaps/read: the caller reads every swap of one folder of one side; returns how many were unread. */
export async function markFolderRead(db: Db, userId: number, type: InboxType, scope: InboxScope): Promise<number> {
  const rows = await db.query(
    `UPDATE swaps SET unread_by = array_remove(unread_by, $1::int)
     WHERE id IN (SELECT s.id ${swapSource(type)} AND ${UNREAD_SQL} AND (${folderSql(scope)}))
     RETURNING id`,
    [userId],
  );
  return rows.length;
}
