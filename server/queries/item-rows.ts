import type { Item, ItemState } from '../../schemas/entities/item';
import { slugify } from '../text/slugify';

/** The columns every item query selects (alias i = items, joined as in ITEM_JOINS). */
export const ITEM_COLUMNS = `
  i.id, i.name, i.state, i.price, i.list_price, i.original_list_price, i.shipping_discount_amount,
  i.quantity, i.auction, i.favoriters_count, i.image_count, i.published_at,
  i.seller_id, u.username AS seller_username,
  i.brand_id, b.name AS brand_name, i.model_id, m.name AS model_name,
  (SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'slug', a.slug) ORDER BY array_position(c.lineage, a.id))
     FROM categories a WHERE a.id = ANY (c.lineage)) AS categories`;

/** Outer joins, so a query may also yield one empty row (seller and category are never null). */
export const ITEM_JOINS = `
  LEFT JOIN users u ON u.id = i.seller_id
  LEFT JOIN categories c ON c.id = i.category_id
  LEFT JOIN brands b ON b.id = i.brand_id
  LEFT JOIN models m ON m.id = i.model_id`;

export interface ItemRow {
  id: number;
  name: string;
  state: ItemState;
  /** Null on a list-flow draft without an asking price yet (migration 109). */
  price: number | null;
  list_price: number | null;
  original_list_price: number | null;
  shipping_discount_amount: number;
  quantity: number;
  auction: boolean;
  favoriters_count: number;
  image_count: number;
  published_at: Date | null;
  seller_id: number;
  seller_username: string;
  brand_id: number | null;
  brand_name: string | null;
  model_id: number | null;
  model_name: string | null;
  /** The category path, top category first; null for a draft without a category yet. */
  categories: { id: number; name: string; slug: string }[] | null;
}

/** An item as the API sends it (schemas/entities/item.ts), images pointing at /media. */
export function toItem(row: ItemRow): Item {
  const photos = Array.from({ length: row.image_count }, (_, index) => index + 1);
  const photoUrl = (photo: number) => `/media/items/${row.id}/${photo}.svg`;
  return {
    id: row.id,
    name: row.name,
    url: `/gear/${slugify(row.name)}-${row.id}`,
    state: row.state,
    price: row.price ?? 0,
    list_price: row.list_price,
    original_list_price: row.original_list_price,
    shipping_discount_amount: row.shipping_discount_amount,
    quantity: row.quantity,
    auction: row.auction,
    favoriters_count: row.favoriters_count,
    primary_image: photos.length > 0 ? { edge_url: photoUrl(1) } : null,
    images: photos.map((photo) => ({
      id: row.id * 10 + photo,
      small_url: photoUrl(photo),
      large_url: photoUrl(photo),
    })),
    seller: { id: row.seller_id, username: row.seller_username },
    categories: (row.categories ?? []).map((category, index, path) => ({
      ...category,
      full_name: path
        .slice(0, index + 1)
        .map((ancestor) => ancestor.name)
        .join(' > '),
    })),
    brand: row.brand_id !== null && row.brand_name !== null ? { id: row.brand_id, name: row.brand_name } : null,
    model: row.model_id !== null && row.model_name !== null ? { id: row.model_id, name: row.model_name } : null,
    published_at: row.published_at?.toISOString() ?? null,
  };
}
