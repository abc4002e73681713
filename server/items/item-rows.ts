import type { z } from 'zod';
import type { Item, itemImageSchema, ItemState } from '../../schemas/entities/item';
import { generatedItemImageUrl, uploadUrl } from '../images/image-paths';
import { slugify } from '../text/slugify';

/** An uploaded photo as item queries select it: its id (what callers name it by) and its URL key. */
export interface UploadRef {
  id: number;
  key: string;
}

/**
 * The photos sellers uploaded for item `alias` ({@link UploadRef}s), primary first (null: none). One
 * probe of uploaded_images' (item_id, position) index per item, so a query adds it only to the rows it
 * returns.
 */
export const itemPhotosSql = (alias: string) =>
  `(SELECT json_agg(json_build_object('id', p.id, 'key', p.url_key) ORDER BY p.position, p.id)
      FROM uploaded_images p WHERE p.item_id = ${alias}.id)`;

/** The columns every item query selects (alias i = items, joined as in ITEM_JOINS). */
export const ITEM_COLUMNS = `
  i.id, i.name, i.state, i.price, i.list_price, i.original_list_price, i.shipping_discount_amount,
  i.quantity, i.auction, i.favoriters_count, i.image_count, ${itemPhotosSql('i')} AS photos, i.published_at,
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
  /** The uploaded photos, primary first; null when the item has none. */
  photos: UploadRef[] | null;
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

/**
 * An item's photos as the API sends them: the ones its seller uploaded when it has any (the cards'
 * `primary_image` is the first one's small rendition), else its generated stand-ins (image_count).
 */
export function itemImages(
  itemId: number,
  imageCount: number,
  photos: UploadRef[] | null,
): { primary_image: { edge_url: string } | null; images: z.infer<typeof itemImageSchema>[] } {
  const images = photos?.length
    ? photos.map(({ id, key }) => ({ id, small_url: uploadUrl(key, 'small'), large_url: uploadUrl(key, 'large') }))
    : Array.from({ length: imageCount }, (_, index) => {
        const url = generatedItemImageUrl(itemId, index + 1);
        return { id: itemId * 10 + index + 1, small_url: url, large_url: url };
      });
  return { primary_image: images[0] ? { edge_url: images[0].small_url } : null, images };
}

/** An item's page path: its name as a slug, then its id ('item' for a draft not named yet). */
export const itemUrl = (id: number, name: string) => `/gear/${slugify(name) || 'item'}-${id}`;

/** An item as the API sends it (schemas/entities/item.ts), images pointing at /media. */
export function toItem(row: ItemRow): Item {
  return {
    id: row.id,
    name: row.name,
    url: itemUrl(row.id, row.name),
    state: row.state,
    price: row.price ?? 0,
    list_price: row.list_price,
    original_list_price: row.original_list_price,
    shipping_discount_amount: row.shipping_discount_amount,
    quantity: row.quantity,
    auction: row.auction,
    favoriters_count: row.favoriters_count,
    ...itemImages(row.id, row.image_count, row.photos),
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
