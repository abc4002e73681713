import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { countsAndRecount, GOLF_CATALOGUE_SQL } from '../testing/count-tables';
import { requestJson } from '../testing/requests';
import { describeEachDriver } from '../testing/test-databases';

/** item_facet_counts (migration 095) and the items counted per group. */
const groupsAndRecount = (db: Db) =>
  countsAndRecount(db, {
    table: 'item_facet_counts',
    key: 'state, category_id, brand_id, model_id, condition',
    itemRows: 'SELECT * FROM items',
  });

describeEachDriver('item_facet_counts', (driver) => {
  let db: Db;
  beforeAll(async () => {
    db = await driver.open();
    await migrate(db);
    await db.exec(GOLF_CATALOGUE_SQL);
    await db.exec(`
      INSERT INTO items (name, state, price, seller_id, category_id, brand_id, model_id, condition) VALUES
        ('Used Titleist TSR2 Driver', 'available', 150, 1, 2, 1, 1, 'used'),
        ('New Titleist TSR2 Driver', 'available', 350, 1, 2, 1, 1, 'new'),
        ('Used Ping Anser Putter', 'available', 70, 1, 3, 2, 2, 'used'),
        ('Used Ping Anser Putter', 'sold', 65, 1, 3, 2, 2, 'used'),
        ('Putter', 'draft', 20, 1, 3, NULL, NULL, NULL);
    `);
  });
  afterAll(() => db?.close());

  it('holds the items of each state per (category, brand, model, condition) from the first insert', async () => {
    const [groups, recount] = await groupsAndRecount(db);
    expect(groups).toEqual(recount);
    expect(groups).toContainEqual({
      state: 'draft',
      category_id: 3,
      brand_id: null,
      model_id: null,
      condition: null,
      items: 1,
    });
  });

  it.each([
    ['a sale moves an item to sold', "UPDATE items SET state = 'sold' WHERE name = 'New Titleist TSR2 Driver'"],
    [
      'a new category, brand and condition move it between groups',
      "UPDATE items SET category_id = 3, brand_id = 2, model_id = 2, condition = 'new' WHERE name = 'Used Titleist TSR2 Driver'",
    ],
    ['a price change moves nothing', 'UPDATE items SET price = price + 1, favoriters_count = favoriters_count + 1'],
    [
      'a null condition and model count as a group of their own',
      "UPDATE items SET condition = NULL, model_id = NULL WHERE state = 'sold'",
    ],
    ['a delete takes items away', "DELETE FROM items WHERE state = 'draft'"],
    [
      'several rows in one statement',
      "INSERT INTO items (name, state, price, seller_id, category_id, brand_id, model_id, condition) SELECT name, 'available', price, seller_id, category_id, brand_id, model_id, condition FROM items",
    ],
    ['a rolled back change leaves the counts alone', "BEGIN; UPDATE items SET state = 'removed'; ROLLBACK"],
  ])('stays exact when %s', async (_case, sql) => {
    await db.exec(sql);
    const [groups, recount] = await groupsAndRecount(db);
    expect(groups).toEqual(recount);
  });

  it('gives browse totals and facet counts equal to counting the items', async () => {
    const app = createApp({ db });
    // min_price=0 matches every item but makes the browse count from the price bands (migration 132) instead.
    for (const query of [
      '',
      'category[]=1',
      'brand[]=2',
      'condition[]=used&brand[]=1&brand[]=2',
      'recently_sold=1',
      'category[]=3&model[]=2',
    ]) {
      const fromGroups = await requestJson(app, `/v2/facet_items?${query}&include_model=1`);
      const fromItems = await requestJson(app, `/v2/facet_items?${query}&include_model=1&min_price=0`);
      expect(fromGroups).toEqual(fromItems);
      const total = (await requestJson(app, `/v1/items?${query}`)).body as {
        meta: { paging: { total_count: number } };
      };
      expect(total.meta.paging.total_count).toBe(
        (fromItems.body as { paging: { total_count: number } }).paging.total_count,
      );
    }
  });
});
