import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../server/db/db';
import { describeEachDriver } from '../server/testing/test-databases';
import { addBulkItems } from './bulk-items';

const ADDED = 3000;
const FACET_KEY = 'state, category_id, brand_id, model_id, condition, seller_away';

/** Rows of a count table and of the same counts worked out from the items, empty groups left out. */
async function tableAndRecount(db: Db, table: string, key: string, from: string): Promise<[object[], object[]]> {
  const order = `ORDER BY ${key.replace(/(\w+)/g, '$1 NULLS FIRST')}`;
  return Promise.all([
    db.query<object>(`SELECT ${key}, items FROM ${table} WHERE items <> 0 ${order}`),
    db.query<object>(`SELECT ${key}, count(*)::int AS items FROM ${from} GROUP BY ${key} ${order}`),
  ]);
}

// The bench's bulk load runs with the items' triggers off: what they keep must come out as they keep it.
describeEachDriver('bulk items for the search bench', (driver) => {
  let db: Db;
  let before: { items: number; indexes: string[] };
  const indexes = (db: Db) =>
    db
      .query<{ definition: string }>(
        `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index WHERE indrelid = 'items'::regclass ORDER BY 1`,
      )
      .then((rows) => rows.map((row) => row.definition));
  beforeAll(async () => {
    db = await driver.openSeeded();
    const [row] = await db.query<{ items: number }>('SELECT max(id)::int AS items FROM items');
    before = { items: row!.items, indexes: await indexes(db) };
    expect(await addBulkItems(db, before.items + ADDED)).toBe(ADDED);
  });
  afterAll(() => db?.close());

  it('adds items with ids after the seeded ones, the id sequence past them, the indexes as they were', async () => {
    const [row] = await db.query<{ items: number; last: number }>(
      'SELECT count(*)::int AS items, max(id)::int AS last FROM items WHERE id > $1',
      [before.items],
    );
    expect(row).toEqual({ items: ADDED, last: before.items + ADDED });
    const [next] = await db.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('items', 'id'))::int AS id`);
    expect(next!.id).toBe(before.items + ADDED + 1);
    expect(await indexes(db)).toEqual(before.indexes);
  });

  it('keeps item_facet_counts, item_price_band_counts and item_word_counts exact', async () => {
    const [facets, facetRecount] = await tableAndRecount(db, 'item_facet_counts', FACET_KEY, 'items');
    expect(facets).toEqual(facetRecount);
    const bandKey = `${FACET_KEY}, band`;
    const [bands, bandRecount] = await tableAndRecount(
      db,
      'item_price_band_counts',
      bandKey,
      '(SELECT *, item_price_band(price) AS band FROM items) i',
    );
    expect(bands).toEqual(bandRecount);
    const [words, wordRecount] = await tableAndRecount(
      db,
      'item_word_counts',
      `word, ${FACET_KEY}`,
      '(SELECT i.*, word FROM items i, unnest(tsvector_to_array(i.search_document)) word) i',
    );
    expect(words).toEqual(wordRecount);
  });

  it('gives each item the search document its trigger would, and listed items a price and a date', async () => {
    const [row] = await db.query<{ wrong_documents: number; incomplete: number; states: number }>(
      `SELECT count(*) FILTER (WHERE search_document <> setweight(to_tsvector('english', name), 'A')
           || setweight(to_tsvector('english', coalesce((SELECT name FROM brands WHERE id = brand_id), '')), 'B')
           || setweight(to_tsvector('english', coalesce((SELECT name FROM models WHERE id = model_id), '')), 'B')
           || setweight(to_tsvector('english', coalesce((
                SELECT string_agg(ancestor.name, ' ') FROM categories category
                JOIN categories ancestor ON ancestor.id = ANY (category.lineage) WHERE category.id = items.category_id),
              '')), 'C'))::int AS wrong_documents,
         count(*) FILTER (WHERE state <> 'draft' AND (published_at IS NULL OR price IS NULL))::int AS incomplete,
         count(DISTINCT state)::int AS states
       FROM items WHERE id > $1`,
      [before.items],
    );
    expect(row).toEqual({ wrong_documents: 0, incomplete: 0, states: 5 });
  });
});
