import type { ItemState } from '../../schemas/entities/item';
import type { Listing } from '../../schemas/entities/listing';
import { conditionValue } from '../catalogue/conditions';
import type { Db } from '../db/db';
import { uploadUrl } from '../images/image-paths';
import { itemUrl } from '../items/item-rows';
import { slugify } from '../text/slugify';

interface ListingRow {
  id: number;
  state: ItemState;
  name: string;
  seller_id: number;
  category_ids: number[];
  categories: { id: number; name: string; slug: string; title_name: string }[] | null;
  model_id: number | null;
  model_name: string | null;
  model_brand_id: number | null;
  brand_id: number | null;
  brand_name: string | null;
  brand_slug: string | null;
  condition: 'new' | 'used' | null;
  details: { slug: string; name: string; value: { id: number; slug: string; name: string } }[] | null;
  description: string;
  list_price: number | null;
  images: { id: number; key: string }[] | null;
  parcel_id: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  accepts_offers: boolean;
  quantity: number;
  version: number;
  updated_at: Date;
  published_at: Date | null;
}

const LISTING_SELECT = `
  SELECT i.id, i.state, i.name, i.seller_id, coalesce(c.lineage, '{}') AS category_ids,
    (SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'slug', a.slug, 'title_name', coalesce(a.title_name, a.name))
                     ORDER BY array_position(c.lineage, a.id))
       FROM categories a WHERE a.id = ANY (c.lineage)) AS categories,
    i.model_id, m.name AS model_name, m.brand_id AS model_brand_id,
    i.brand_id, b.name AS brand_name, b.slug AS brand_slug, i.condition,
    (SELECT json_agg(json_build_object('slug', d.slug, 'name', d.name, 'value', json_build_object('id', v.id, 'slug', v.slug, 'name', v.name))
                     ORDER BY array_position(c.lineage, d.category_id), d.position, d.id)
       FROM item_detail_values iv JOIN category_detail_values v ON v.id = iv.value_id JOIN category_details d ON d.id = v.detail_id
       WHERE iv.item_id = i.id) AS details,
    i.description, i.list_price,
    (SELECT json_agg(json_build_object('id', u.id, 'key', u.url_key) ORDER BY u.position, u.id)
       FROM uploaded_images u WHERE u.item_id = i.id) AS images,
    i.parcel_id, p.length, p.width, p.height, p.weight,
    i.accepts_offers, i.quantity, i.version, i.updated_at, i.published_at
  FROM items i
  LEFT JOIN categories c ON c.id = i.category_id
  LEFT JOIN models m ON m.id = i.model_id
  LEFT JOIN brands b ON b.id = i.brand_id
  LEFT JOIN parcels p ON p.id = i.parcel_id`;

function toListing(row: ListingRow): Listing {
  const details: Listing['details'] = [];
  if (row.brand_id !== null && row.brand_name !== null)
    details.push({
      slug: 'brand',
      name: 'Brand',
      values: [{ id: row.brand_id, slug: row.brand_slug ?? slugify(row.brand_name), name: row.brand_name }],
    });
  if (row.condition)
    details.push({
      slug: 'condition',
      name: 'Condition',
      values: [conditionValue(row.condition)],
    });
  for (const detail of row.details ?? [])
    details.push({ slug: detail.slug, name: detail.name, values: [detail.value] });
  return {
    id: row.id,
    state: row.state,
    url: itemUrl(row.id, row.name),
    name: row.name,
    category_ids: row.category_ids,
    categories: row.categories ?? [],
    model:
      row.model_id !== null && row.model_name !== null && row.model_brand_id !== null
        ? { id: row.model_id, name: row.model_name, brand_id: row.model_brand_id }
        : null,
    details,
    description: row.description,
    list_price: row.list_price,
    images: (row.images ?? []).map(({ id, key }) => ({
      id,
      small_url: uploadUrl(key, 'small'),
      large_url: uploadUrl(key, 'large'),
    })),
    parcel:
      row.parcel_id !== null && row.length !== null && row.width !== null && row.height !== null
        ? { id: row.parcel_id, length: row.length, width: row.width, height: row.height, weight: row.weight }
        : null,
    accepts_offers: row.accepts_offers,
    quantity: row.quantity,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
  };
}

/** An item as its seller edits it, with its seller's id (for the caller check); null when there is none. */
export async function findListing(db: Db, id: number): Promise<{ listing: Listing; sellerId: number } | null> {
  const [row] = await db.query<ListingRow>(`${LISTING_SELECT} WHERE i.id = $1`, [id]);
  return row ? { listing: toListing(row), sellerId: row.seller_id } : null;
}

/** GET /v1/items/drafts: the seller's drafts, the most recently saved first. */
export async function findDrafts(db: Db, sellerId: number): Promise<Listing[]> {
  const rows = await db.query<ListingRow>(
    `${LISTING_SELECT} WHERE i.seller_id = $1 AND i.state = 'draft' ORDER BY i.updated_at DESC, i.id DESC LIMIT 200`,
    [sellerId],
  );
  return rows.map(toListing);
}
