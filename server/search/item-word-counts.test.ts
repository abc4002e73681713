import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { countsAndRecount, GOLF_CATALOGUE_SQL, type FacetsBody } from '../testing/count-tables';
import { requestJson } from '../testing/requests';
import { describeEachDriver } from '../testing/test-databases';

/** item_word_counts (migration 132) and the items' words counted. */
const wordsAndRecount = (db: Db) =>
  countsAndRecount(db, {
    table: 'item_word_counts',
    key: 'word, state, category_id, brand_id, model_id, condition, seller_away',
    itemRows: 'SELECT i.*, word FROM items i, unnest(tsvector_to_array(i.search_document)) word',
  });

describeEachDriver('item_word_counts', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    await db.exec(GOLF_CATALOGUE_SQL);
  });
  afterAll(() => db?.close());
  // Each test starts from these six items just inserted: the cases below rename, sell, delete and copy them. Emptied
  // with DELETE, so the triggers take the previous test's items out of every count table as they would in use.
  beforeEach(() =>
    db.exec(`
      DELETE FROM items;
      INSERT INTO items (name, state, price, seller_id, category_id, brand_id, model_id, condition) VALUES
        ('Used Titleist TSR2 Driver Stiff', 'available', 150, 1, 2, 1, 1, 'used'),
        ('New Titleist TSR2 Driver Regular', 'available', 350, 1, 2, 1, 1, 'new'),
        ('New Titleist TSR2 Driver Stiff', 'sold', 340, 1, 2, 1, 1, 'new'),
        ('Used Ping Anser Putter', 'available', 70, 1, 3, 2, 2, 'used'),
        ('New Ping Anser Putter Stiff grip', 'available', 140, 1, 3, 2, 2, 'new'),
        ('Putter', 'draft', NULL, 1, 3, NULL, NULL, NULL);
    `),
  );

  it('holds the items of each state and facet group per word from the insert', async () => {
    const [words, recount] = await wordsAndRecount(db);
    expect(words).toEqual(recount);
    expect(words).toContainEqual(expect.objectContaining({ word: 'stiff', state: 'available', brand_id: 2, items: 1 }));
  });

  it.each([
    ['a new name changes its words', "UPDATE items SET name = 'Used Titleist TSR2 Driver Senior' WHERE price = 150"],
    ['a sale moves an item to sold', "UPDATE items SET state = 'sold' WHERE price = 70"],
    ['a price or favourite change moves nothing', 'UPDATE items SET price = price + 1, favoriters_count = 3'],
    ['a delete takes items away', "DELETE FROM items WHERE state = 'draft'"],
    ['a rolled back change leaves the counts alone', "BEGIN; UPDATE items SET name = 'x'; ROLLBACK"],
    [
      'several rows in one statement',
      `INSERT INTO items (name, state, price, seller_id, category_id, brand_id, model_id, condition)
       SELECT name, state, price, seller_id, category_id, brand_id, model_id, condition FROM items`,
    ],
  ])('stays exact when %s', async (_case, sql) => {
    await db.exec(sql);
    const [words, recount] = await wordsAndRecount(db);
    expect(words).toEqual(recount);
  });

  it('gives the totals and facet counts of a search by words equal to counting the matching items', async () => {
    const app = createApp({ db });
    // One word (counted from item_word_counts), a word and a facet, two words and a phrase (counted from the items).
    for (const query of [
      'q=stiff',
      'q=Titleist',
      'q=putters',
      'q=stiff&brand[]=2',
      'q=new stiff',
      'q="anser putter"',
    ]) {
      const params = new URLSearchParams(query);
      for (const sold of [false, true]) {
        const counted = await db.query<{ brand_id: number; items: number }>(
          `SELECT brand_id, count(*)::int AS items FROM items
           WHERE state = $1 AND search_document @@ websearch_to_tsquery('english', $2) GROUP BY brand_id`,
          [sold ? 'sold' : 'available', params.get('q')],
        );
        const brands = new Map(counted.map((row) => [String(row.brand_id), row.items]));
        const selected = params.get('brand[]');
        const total = counted
          .filter((row) => !selected || String(row.brand_id) === selected)
          .reduce((sum, row) => sum + row.items, 0);
        const path = `${params}${sold ? '&recently_sold=1' : ''}`;
        const facets = (await requestJson(app, `/v2/facet_items?${path}&include_data=0`)).body as FacetsBody;
        expect(facets.paging.total_count, path).toBe(total);
        const brandFacet = facets.facets.find((facet) => facet.slug === 'brand')?.children ?? [];
        expect(new Map(brandFacet.map((child) => [child.reference, child.count])), path).toEqual(brands);
        const items = (await requestJson(app, `/v1/items?${path}&sort=newest`)).body as {
          data: unknown[];
          meta: { paging: { total_count: number } };
        };
        expect(items.meta.paging.total_count, path).toBe(total);
        expect(items.data).toHaveLength(Math.min(total, 24));
      }
    }
    expect((await db.query<{ word: string }>(`SELECT search_single_word('Stiff!') AS word`))[0]?.word).toBe('stiff');
    expect((await db.query<{ word: null }>(`SELECT search_single_word('new stiff') AS word`))[0]?.word).toBeNull();
  });
});
