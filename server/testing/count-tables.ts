import type { Db } from '../db/db';

/**
 * A small catalogue of its own for the tests of the count tables kept by triggers (item_facet_counts, price bands,
 * word counts): golf > drivers and golf > putters, two brands with a model each, and one seller (id 1). Run it on a
 * migrated, unseeded database, then insert the items a test needs.
 */
export const GOLF_CATALOGUE_SQL = `
  INSERT INTO categories (id, parent_id, name, slug, lineage, color, glyph) VALUES
    (1, NULL, 'Golf', 'golf', '{1}', '#000', 'ball'), (2, 1, 'Drivers', 'golf/drivers', '{1,2}', '#000', 'ball'),
    (3, 1, 'Putters', 'golf/putters', '{1,3}', '#000', 'ball');
  INSERT INTO brands (id, name, slug) VALUES (1, 'Titleist', 'titleist'), (2, 'Ping', 'ping');
  INSERT INTO models (id, brand_id, category_id, name, used_p30, used_p70, new_p30, new_p70) VALUES
    (1, 1, 2, 'TSR2', 100, 200, 300, 400), (2, 2, 3, 'Anser', 50, 90, 120, 180);
  INSERT INTO users (id, username, joined_at) VALUES (1, 'seller', now());
`;

/** The part of a `GET /v2/facet_items` answer these tests read. */
export interface FacetsBody {
  facets: { slug: string; children: { reference: string; count: number }[] }[];
  paging: { total_count: number };
}

/**
 * A count table kept by triggers as it is, and as counting the items gives it, both in key order, empty groups left
 * out: a test compares the two. `key` lists the table's group columns; `itemRows` is a query giving them per item
 * (`SELECT * FROM items`, or one row per item and word).
 */
export function countsAndRecount(
  db: Db,
  { table, key, itemRows }: { table: string; key: string; itemRows: string },
): Promise<[object[], object[]]> {
  const order = `ORDER BY ${key.replace(/(\w+)/g, '$1 NULLS FIRST')}`;
  return Promise.all([
    db.query<object>(`SELECT ${key}, items FROM ${table} WHERE items <> 0 ${order}`),
    db.query<object>(`SELECT ${key}, count(*)::int AS items FROM (${itemRows}) i GROUP BY ${key} ${order}`),
  ]);
}
