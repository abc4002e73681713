import type { ItemState } from '../../schemas/entities/item';

/**
 * The states anyone may see an item in: for sale, or sold (shown as sold). Drafts, removed and
 * archived items are their seller's alone.
 */
export const PUBLIC_ITEM_STATES: readonly ItemState[] = ['available', 'sold'];

const PUBLIC_STATES_SQL = PUBLIC_ITEM_STATES.map((state) => `'${state}'`).join(', ');

/** SQL (on items aliased i): the item is in a public state. */
export const publicItemSql = `i.state IN (${PUBLIC_STATES_SQL})`;

/**
 * SQL (on items aliased i): the item is public, or the viewer sells it. `viewerSql` is the bound
 * viewer id (NULL for a guest, which matches no seller).
 */
export const visibleItemSql = (viewerSql: string) => `(${publicItemSql} OR i.seller_id = ${viewerSql}::int)`;
