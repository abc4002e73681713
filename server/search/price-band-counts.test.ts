import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { countsAndRecount, GOLF_CATALOGUE_SQL, type FacetsBody } from '../testing/count-tables';
import { requestJson } from '../testing/requests';
import { describeEachDriver } from '../testing/test-databases';

/** item_price_band_counts (migration 132) and the items counted per band. */
const bandsAndRecount = (db: Db) =>
  countsAndRecount(db, {
    table: 'item_price_band_counts',
    key: 'state, band, category_id, brand_id, model_id, condition, seller_away',
    itemRows: 'SELECT *, item_price_band(price) AS band FROM items',
  });

describeEachDriver('item_price_band_counts', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    // Prices on and beside band bounds ($40, $42, $97, $101 are bounds; $39.99, $41.99, $100.99 the cents below).
    await db.exec(GOLF_CATALOGUE_SQL);
    await db.exec(`
      INSERT INTO items (name, state, price, seller_id, category_id, brand_id, model_id, condition)
      SELECT 'Item ' || price, state, price, 1, category_id, brand_id, model_id, condition
      FROM unnest('{39.99, 40, 41.99, 42, 42.5, 96.99, 97, 100.99, 101, 150, 350, 99999}'::numeric[]) price
      CROSS JOIN (VALUES ('available', 2, 1, 1, 'used'), ('available', 3, 2, 2, 'new'), ('sold', 3, 2, 2, 'used'))
        kind (state, category_id, brand_id, model_id, condition);
      INSERT INTO items (name, state, price, seller_id) VALUES ('Putter', 'draft', NULL, 1);
    `);
  });
  afterAll(() => db?.close());

  it('holds the items of each state and facet group per price band from the first insert', async () => {
    const [bands, recount] = await bandsAndRecount(db);
    expect(bands).toEqual(recount);
    expect(bands.length).toBeGreaterThan(20);
  });

  it.each([
    ['a price drop moves items between bands', 'UPDATE items SET price = price - 1 WHERE price > 41'],
    ['a sale moves an item to sold', "UPDATE items SET state = 'sold' WHERE price = 150"],
    ['a delete takes items away', 'DELETE FROM items WHERE price = 99999'],
    ['a rolled back change leaves the counts alone', 'BEGIN; UPDATE items SET price = 1; ROLLBACK'],
    [
      'several rows in one statement',
      `INSERT INTO items (name, state, price, seller_id, category_id, brand_id, model_id, condition)
       SELECT name, state, price + 0.5, seller_id, category_id, brand_id, model_id, condition FROM items`,
    ],
  ])('stays exact when %s', async (_case, sql) => {
    await db.exec(sql);
    const [bands, recount] = await bandsAndRecount(db);
    expect(bands).toEqual(recount);
  });

  it('gives browse totals and facet counts of a price range equal to counting the items in it', async () => {
    const app = createApp({ db });
    for (const [min, max] of [
      [40, 42], // both ends on bounds
      [40, 41.99], // one band
      [40.5, 41], // inside one band
      [41, 101],
      [39.99, 100.99],
      [42, 42],
      [0, 100_000],
      [101, undefined],
      [undefined, 42],
      [99_000, 10_000_000], // the last band
    ] as const) {
      const range = new URLSearchParams({
        ...(min === undefined ? {} : { min_price: String(min) }),
        ...(max === undefined ? {} : { max_price: String(max) }),
      });
      for (const sold of [false, true]) {
        const query = `${range}${sold ? '&recently_sold=1' : ''}`;
        const counted = await db.query<{ brand_id: number; condition: string; items: number }>(
          `SELECT brand_id, condition, count(*)::int AS items FROM items
           WHERE state = $1 AND price >= $2 AND price <= $3 GROUP BY brand_id, condition`,
          [sold ? 'sold' : 'available', min ?? 0, max ?? 10_000_000],
        );
        const total = counted.reduce((sum, row) => sum + row.items, 0);
        const sumBy = (key: 'brand_id' | 'condition') => {
          const sums = new Map<string, number>();
          for (const row of counted) sums.set(String(row[key]), (sums.get(String(row[key])) ?? 0) + row.items);
          return sums;
        };
        const facets = (await requestJson(app, `/v2/facet_items?${query}&include_data=0`)).body as FacetsBody;
        expect(facets.paging.total_count, query).toBe(total);
        const children = (slug: string) =>
          new Map(facets.facets.find((facet) => facet.slug === slug)?.children.map((c) => [c.reference, c.count]));
        expect(children('brand'), query).toEqual(sumBy('brand_id'));
        expect(children('condition'), query).toEqual(sumBy('condition'));
        const items = (await requestJson(app, `/v1/items?${query}`)).body as {
          meta: { paging: { total_count: number } };
        };
        expect(items.meta.paging.total_count, query).toBe(total);
      }
    }
  });

  it('counts a price range with a facet filter from the bands exactly', async () => {
    const app = createApp({ db });
    const [row] = await db.query<{ items: number }>(
      `SELECT count(*)::int AS items FROM items WHERE state = 'available' AND brand_id = 2 AND price BETWEEN 42 AND 150`,
    );
    const body = (await requestJson(app, '/v1/items?brand[]=2&min_price=42&max_price=150')).body as {
      meta: { paging: { total_count: number } };
    };
    expect(body.meta.paging.total_count).toBe(row?.items);
    expect(row?.items).toBeGreaterThan(0);
  });
});
