import { beforeAll, expect, it } from 'vitest';
import { itemDetailSchema } from '../../schemas/entities/item-detail';
import type { Db } from '../db/db';
import { demoAccount } from '../seed/demo-accounts';
import { getData } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { itemSuperlatives } from './superlatives';

interface ItemPlan {
  seller: number;
  price: number;
  condition?: 'new' | 'used';
  state?: 'available' | 'sold';
  publishedDaysAgo: number;
  soldDaysAgo?: number;
}

/** A model of its own, sellers of their own and their listings, dated from now: the rules read now(). */
async function marketOf(db: Db) {
  const [model] = await db.query<{ id: number; category_id: number; brand_id: number }>(
    `INSERT INTO models (brand_id, category_id, name, used_p30, used_p70, new_p30, new_p70)
     SELECT brand_id, category_id, 'Superlative Test Stick', 50, 90, 100, 150 FROM models ORDER BY id LIMIT 1
     RETURNING id, category_id, brand_id`,
  );
  const seller = async (username: string, shipDays: number) =>
    (
      await db.query<{ id: number }>(
        'INSERT INTO users (username, joined_at, ship_days) VALUES ($1, now(), $2) RETURNING id',
        [username, shipDays],
      )
    )[0]!.id;
  const item = async (plan: ItemPlan) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO items (name, state, price, list_price, seller_id, category_id, brand_id, model_id, condition,
                            published_at, sold_at)
         VALUES ('Superlative Test Stick', $1, $2, $2, $3, $4, $5, $6, $7,
                 now() - make_interval(days => $8), now() - make_interval(days => $9)) RETURNING id`,
        [
          plan.state ?? 'available',
          plan.price,
          plan.seller,
          model!.category_id,
          model!.brand_id,
          model!.id,
          plan.condition ?? 'used',
          plan.publishedDaysAgo,
          plan.soldDaysAgo ?? null,
        ],
      )
    )[0]!.id;
  const feedback = (sellerId: number, count: number, negativeAt: number[]) =>
    db.query(
      `INSERT INTO feedback (seller_id, author_id, positive, rating, created_at)
       SELECT $1, 151, NOT (n = ANY ($3::int[])), CASE WHEN n = ANY ($3::int[]) THEN 'negative' ELSE 'positive' END,
              now() - make_interval(days => n)
         FROM generate_series(1, $2) n`,
      [sellerId, count, negativeAt],
    );
  const favorite = (itemId: number, userId: number, daysAgo: number) =>
    db.query(
      'INSERT INTO favorites (user_id, item_id, created_at) VALUES ($1, $2, now() - make_interval(days => $3))',
      [userId, itemId, daysAgo],
    );
  return { seller, item, feedback, favorite };
}

describeEachDriver('item superlatives', (driver) => {
  const context = useSeededApp(driver);
  const ids = {} as Record<'fast' | 'slow' | 'cheap' | 'dear' | 'stale' | 'newer' | 'sold' | 'oldestSale', number>;

  beforeAll(async () => {
    const market = await marketOf(context.db);
    // Ships within a day, 49 of its last 50 sales positive.
    const fast = await market.seller('superlative_fast', 1);
    await market.feedback(fast, 50, [30]);
    // Ships in 5 days, 48 of its last 50 positive (70 entries, the old ones all positive).
    const slow = await market.seller('superlative_slow', 5);
    await market.feedback(slow, 70, [3, 4]);
    Object.assign(ids, {
      fast,
      slow,
      cheap: await market.item({ seller: fast, price: 80, publishedDaysAgo: 2 }),
      dear: await market.item({ seller: slow, price: 100, publishedDaysAgo: 5 }),
      // Cheaper, but listed 40 days ago: outside Best Value's 30 days.
      stale: await market.item({ seller: slow, price: 60, publishedDaysAgo: 40 }),
      // Cheapest of all, but new: compared with new ones only.
      newer: await market.item({ seller: slow, price: 50, condition: 'new', publishedDaysAgo: 1 }),
    });
    // Five sales in the value guide's year: median $100.
    const sales = [90, 95, 100, 105, 110];
    for (const [index, price] of sales.entries()) {
      const id = await market.item({
        seller: slow,
        price,
        state: 'sold',
        publishedDaysAgo: 60,
        soldDaysAgo: 10 + index,
      });
      if (index === 0) ids.sold = id;
      if (index === sales.length - 1) ids.oldestSale = id;
    }
    // 'dear' has two favourites this week, 'cheap' one this week and three older ones.
    await market.favorite(ids.dear, 152, 1);
    await market.favorite(ids.dear, 153, 6);
    await market.favorite(ids.cheap, 154, 2);
    for (const user of [155, 156, 157]) await market.favorite(ids.cheap, user, 10);
  });

  it('awards each rule from the data, in the CMS order, and the item page carries them', async () => {
    expect(await itemSuperlatives(context.db, ids.cheap)).toEqual([
      'Best Value',
      'Great Price',
      'Fast Shipper',
      'Top Seller',
    ]);
    // At the median is not below it; two favourites this week beat one; 48 of 50 is not 98 %.
    expect(await itemSuperlatives(context.db, ids.dear)).toEqual(['Most Popular']);
    expect(await itemSuperlatives(context.db, ids.stale)).toEqual(['Great Price']);
    expect(await itemSuperlatives(context.db, ids.newer)).toEqual(['Great Price']);
    const page = itemDetailSchema.parse(await getData(context.app, `/v1/items/${ids.cheap}`));
    expect(page.superlatives).toEqual(['Best Value', 'Great Price', 'Fast Shipper', 'Top Seller']);
  });

  it('gives an unavailable or unknown item none', async () => {
    expect(await itemSuperlatives(context.db, ids.sold)).toEqual([]);
    expect(await itemSuperlatives(context.db, 99_999_999)).toEqual([]);
  });

  it('needs five sales in the last year for Great Price, and a 50th feedback for Top Seller', async () => {
    await context.db.query(
      "UPDATE items SET published_at = now() - interval '500 days', sold_at = now() - interval '400 days' WHERE id = $1",
      [ids.oldestSale],
    );
    await context.db.query(
      'DELETE FROM feedback WHERE id = (SELECT id FROM feedback WHERE seller_id = $1 ORDER BY created_at LIMIT 1)',
      [ids.fast],
    );
    expect(await itemSuperlatives(context.db, ids.cheap)).toEqual(['Best Value', 'Fast Shipper']);
  });

  it("gives demo_org's seeded items Top Seller (one negative, older than its last 50 sales)", async () => {
    const [item] = await context.db.query<{ id: number }>(
      "SELECT id FROM items WHERE seller_id = $1 AND state = 'available' ORDER BY id LIMIT 1",
      [demoAccount('organisation').id],
    );
    expect(await itemSuperlatives(context.db, item!.id)).toContain('Top Seller');
    const page = itemDetailSchema.parse(await getData(context.app, `/v1/items/${item!.id}`));
    expect(page.seller.feedback).toEqual({ score: (59 / 60) * 100, recent_count: 60 });
  });
});
