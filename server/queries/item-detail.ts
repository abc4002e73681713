import type { ItemDetail, ItemDetailEntry } from '../../schemas/entities/item-detail';
import type { Db } from '../db/db';
import { slugify } from '../text/slugify';
import { conditionValue } from './conditions';
import { itemActions } from './item-actions';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from './item-rows';

interface ItemDetailRow extends ItemRow {
  description: string;
  condition: 'new' | 'used' | null;
  accepts_offers: boolean;
  variations: { id: number; name: string; quantity: number }[];
  favorite: boolean;
  buyer_swap_id: number | null;
  following: boolean;
  guidance: Record<string, string | null>;
}

/**
 * One item as its page shows it to `viewerId` (null for a guest), or null when there is no such
 * item. A draft is only its seller's to see.
 */
export async function findItemDetail(db: Db, id: number, viewerId: number | null): Promise<ItemDetail | null> {
  const [row] = await db.query<ItemDetailRow>(
    `SELECT ${ITEM_COLUMNS}, i.description, i.condition, i.accepts_offers,
       coalesce((SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'quantity', v.quantity) ORDER BY v.id)
                 FROM item_variations v WHERE v.item_id = i.id), '[]'::json) AS variations,
       EXISTS (SELECT 1 FROM favorites f WHERE f.item_id = i.id AND f.user_id = $2) AS favorite,
       (SELECT s.id FROM swaps s WHERE s.item_id = i.id AND s.buyer_id = $2) AS buyer_swap_id,
       EXISTS (SELECT 1 FROM following fo WHERE fo.followed_id = i.seller_id AND fo.follower_id = $2) AS following,
       (SELECT coalesce(json_object_agg(d.slug, d.guidance), '{}'::json) FROM detail_definitions d) AS guidance
     FROM items i ${ITEM_JOINS}
     WHERE i.id = $1`,
    [id, viewerId ?? 0],
  );
  if (!row || (row.state === 'draft' && row.seller_id !== viewerId)) return null;
  const item = toItem(row);
  return {
    ...item,
    description: row.description,
    // The buyer's own swap about the item (an offer, a message, a purchase) adds View Swap (spec §4.1).
    actions: [...itemActions(row, viewerId), ...(row.buyer_swap_id !== null ? ['view_swap'] : [])],
    variations: row.variations,
    buyer_swap_id: row.buyer_swap_id,
    favorite: row.favorite,
    favoriters_count: row.favoriters_count,
    seller: { id: row.seller_id, username: row.seller_username, following: row.following },
    details: details(row),
  };
}

/** Brand, model and condition, in that order, each with the guidance of its definition. */
function details(row: ItemDetailRow): ItemDetailEntry[] {
  const entry = (slug: string, name: string, value: { id: number; slug: string; name: string }): ItemDetailEntry => ({
    slug,
    name,
    values: [value],
    guidance: row.guidance[slug] ?? null,
  });
  const entries: ItemDetailEntry[] = [];
  if (row.brand_id !== null && row.brand_name)
    entries.push(entry('brand', 'Brand', { id: row.brand_id, slug: slugify(row.brand_name), name: row.brand_name }));
  if (row.model_id !== null && row.model_name)
    entries.push(entry('model', 'Model', { id: row.model_id, slug: slugify(row.model_name), name: row.model_name }));
  if (row.condition) entries.push(entry('condition', 'Condition', conditionValue(row.condition)));
  return entries;
}
