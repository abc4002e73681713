import type { Db } from '../db/db';
import type { ItemPageRow } from './item-page';

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Inserts the seeded items in one statement, their full-text document built in the same pass by
 * joins (the document of items_search_document(): name A, brand and model B, category path C).
 * The per-row trigger is off meanwhile: its three lookups per row made 20,000 items slow to load.
 */
export async function insertItems(db: Db, rows: readonly ItemPageRow[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).map(quote);
  await db.exec('ALTER TABLE items DISABLE TRIGGER items_search_document');
  await db.query(
    `INSERT INTO items (${columns.join(', ')}, search_document)
     SELECT ${columns.map((column) => `r.${column}`).join(', ')},
       setweight(to_tsvector('english', r.name), 'A')
       || setweight(to_tsvector('english', coalesce(b.name, '')), 'B')
       || setweight(to_tsvector('english', coalesce(m.name, '')), 'B')
       || setweight(to_tsvector('english', coalesce(path.names, '')), 'C')
     FROM jsonb_populate_recordset(NULL::items, $1::jsonb) r
     LEFT JOIN brands b ON b.id = r.brand_id
     LEFT JOIN models m ON m.id = r.model_id
     LEFT JOIN (
       SELECT category.id, string_agg(ancestor.name, ' ' ORDER BY array_position(category.lineage, ancestor.id)) AS names
       FROM categories category JOIN categories ancestor ON ancestor.id = ANY (category.lineage)
       GROUP BY category.id
     ) path ON path.id = r.category_id`,
    [JSON.stringify(rows)],
  );
  await db.exec('ALTER TABLE items ENABLE TRIGGER items_search_document');
}
