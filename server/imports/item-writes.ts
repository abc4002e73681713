import type { Db } from '../db/db';
import { takenDownSql } from '../items/item-moderation';
import type { ImportedItem } from './import-rows';

/**
 * Publishes a chunk of a seller's imported items in one statement: a new SKU becomes an available
 * item with its generated photo (image_count 1, no uploaded photos), a known SKU updates its item
 * (a lower price keeps the old one as original_list_price: a price drop). Items sold or archived
 * are left alone, and so are items staff took down (a re-import would relist them). Returns the
 * SKUs written and whether each was created.
 */
export async function upsertImportedItems(
  db: Db,
  sellerId: number,
  items: ImportedItem[],
): Promise<Map<string, 'created' | 'updated'>> {
  if (items.length === 0) return new Map();
  const column = <K extends keyof ImportedItem>(key: K) => items.map((item) => item[key]);
  const rows = await db.query<{ sku: string; created: boolean }>(
    `INSERT INTO items AS i (seller_id, sku, name, state, price, list_price, condition, category_id, brand_id,
                             model_id, quantity, description, accepts_offers, image_count, published_at)
     SELECT $1, r.sku, r.name, 'available', r.list_price, r.list_price, r.condition, r.category_id, r.brand_id,
            r.model_id, r.quantity, r.description, r.accepts_offers, 1, now()
       FROM unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[], $8::numeric[], $9::int[],
                   $10::text[], $11::boolean[])
            AS r (sku, name, category_id, brand_id, model_id, condition, list_price, quantity, description, accepts_offers)
     ON CONFLICT (seller_id, sku) DO UPDATE SET
       name = EXCLUDED.name, state = 'available', price = EXCLUDED.list_price, list_price = EXCLUDED.list_price,
       original_list_price = CASE WHEN EXCLUDED.list_price < i.list_price
                                  THEN coalesce(i.original_list_price, i.list_price) ELSE i.original_list_price END,
       condition = EXCLUDED.condition, category_id = EXCLUDED.category_id, brand_id = EXCLUDED.brand_id,
       model_id = EXCLUDED.model_id, quantity = EXCLUDED.quantity, description = EXCLUDED.description,
       accepts_offers = EXCLUDED.accepts_offers, published_at = coalesce(i.published_at, EXCLUDED.published_at),
       version = i.version + 1, updated_at = now()
     WHERE i.state IN ('available', 'draft') OR (i.state = 'removed' AND NOT ${takenDownSql('i')})
     RETURNING i.sku, (i.xmax = 0) AS created`,
    [
      sellerId,
      column('sku'),
      column('name'),
      column('category_id'),
      column('brand_id'),
      column('model_id'),
      column('condition'),
      column('list_price'),
      column('quantity'),
      column('description'),
      column('accepts_offers'),
    ],
  );
  return new Map(rows.map((row) => [row.sku, row.created ? 'created' : 'updated']));
}

/** Of the seller's `skus`, those whose items staff took down. */
export async function takenDownSkus(db: Db, sellerId: number, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await db.query<{ sku: string }>(
    `SELECT i.sku FROM items i WHERE i.seller_id = $1 AND i.sku = ANY($2::text[]) AND ${takenDownSql('i')}`,
    [sellerId, skus],
  );
  return new Set(rows.map((row) => row.sku));
}

/** The seller's inventory was just updated: the chrome's inventory banner (spec §2.5) reads this. */
export async function markInventoryImported(db: Db, sellerId: number): Promise<void> {
  await db.query(
    `INSERT INTO user_configurations (user_id, inventory_imported_at) VALUES ($1, now())
     ON CONFLICT (user_id) DO UPDATE SET inventory_imported_at = now()`,
    [sellerId],
  );
}
