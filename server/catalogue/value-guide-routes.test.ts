import { expect, it } from 'vitest';
import { valueGuideDetailsResponseSchema, valueGuideResponseSchema } from '../../schemas/entities/value-guide';
import { bearer, requestAs, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

/** The q-quantile of sorted numbers by linear interpolation (PostgreSQL's percentile_cont), in cents. */
function quantile(sorted: number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return Math.round((sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below)) * 100) / 100;
}

describeEachDriver('Value guide', (driver) => {
  const context = useSeededApp(driver);
  const one = async <T>(sql: string, params: unknown[] = []) => (await context.db.query<T>(sql, params))[0]!;
  const guide = async (query: string) => {
    const response = await requestJson(context.app, `/v2/value_guide?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return valueGuideResponseSchema.parse(response.body);
  };

  /** The model with the most sales of used items in the past year (the seed's sales, picked by plain SQL). */
  const busiestModel = () =>
    one<{ model_id: number; category_id: number; brand_slug: string }>(
      `SELECT i.model_id, m.category_id, b.slug AS brand_slug FROM items i JOIN models m ON m.id = i.model_id JOIN brands b ON b.id = m.brand_id
       WHERE i.state = 'sold' AND i.condition = 'used' AND i.sold_at > now() - interval '365 days'
       GROUP BY i.model_id, m.category_id, b.slug ORDER BY count(*) DESC, i.model_id LIMIT 1`,
    );

  it('seeds a sold date on every sold item, never before it was published, and on nothing else', async () => {
    const row = await one<{
      sold: number;
      dated: number;
      early: number;
      unsold_dated: number;
      fast: number;
      slow: number;
    }>(
      `SELECT count(*) FILTER (WHERE state = 'sold')::int AS sold,
              count(sold_at) FILTER (WHERE state = 'sold')::int AS dated,
              count(*) FILTER (WHERE sold_at < published_at)::int AS early,
              count(sold_at) FILTER (WHERE state <> 'sold')::int AS unsold_dated,
              count(*) FILTER (WHERE sold_at - published_at < interval '30 days')::int AS fast,
              count(*) FILTER (WHERE sold_at - published_at >= interval '90 days')::int AS slow
       FROM items`,
    );
    expect(row.sold).toBeGreaterThan(100);
    expect(row.dated).toBe(row.sold);
    expect(row.early).toBe(0);
    expect(row.unsold_dated).toBe(0);
    // Every bucket of the chart has seeded sales in it.
    expect(row.fast).toBeGreaterThan(row.slow);
    expect(row.slow).toBeGreaterThan(0);
  });

  it('prices a model and condition from its sales: median and spread, counts and time-to-sell buckets match plain SQL', async () => {
    const model = await busiestModel();
    const body = await guide(
      `category[]=${model.category_id}&model[]=${model.model_id}&brand[]=${model.brand_slug}&condition[]=used&platform=kitswap&context=trade_in`,
    );
    const sales = await context.db.query<{ id: number; price: number; days: number }>(
      `SELECT i.id, coalesce((SELECT oi.price FROM order_items oi WHERE oi.item_id = i.id ORDER BY oi.id DESC LIMIT 1), i.price) AS price,
              extract(epoch FROM i.sold_at - i.published_at) / 86400 AS days
       FROM items i WHERE i.model_id = $1 AND i.condition = 'used' AND i.state = 'sold' AND i.sold_at >= now() - interval '365 days'`,
      [model.model_id],
    );
    expect(sales.length).toBeGreaterThan(1);
    const prices = sales.map((sale) => Number(sale.price)).sort((a, b) => a - b);
    const figures = body.meta.value_guide;
    expect(figures.statistics).toEqual({
      count: sales.length,
      low: quantile(prices, 0.25),
      median: quantile(prices, 0.5),
      high: quantile(prices, 0.75),
    });
    expect(figures.recent_sales).toBe(sales.length);
    const days = sales.map((sale) => Number(sale.days));
    expect(figures.time_to_sell).toEqual({
      dom_0_30: days.filter((day) => day < 30).length,
      dom_30_90: days.filter((day) => day >= 30 && day < 90).length,
      dom_90: days.filter((day) => day >= 90).length,
      total_items: sales.length,
    });
    const counts = await one<{ available: number; published: number }>(
      `SELECT count(*) FILTER (WHERE state = 'available')::int AS available,
              count(*) FILTER (WHERE published_at >= now() - interval '365 days')::int AS published
       FROM items WHERE model_id = $1 AND condition = 'used'`,
      [model.model_id],
    );
    expect(figures.available_items).toBe(counts.available);
    expect(figures.recently_published_items).toBe(counts.published);
    // The newest sales first, each its own days to sell; the listings are for sale, of the model, used.
    const listed = body.data.recent_sales;
    expect(listed.length).toBe(Math.min(10, sales.length));
    expect(listed.map((sale) => sale.sold_at)).toEqual(
      listed
        .map((sale) => sale.sold_at)
        .toSorted()
        .reverse(),
    );
    for (const sale of listed)
      expect(sale.time_to_sell).toBe(Math.floor(Number(sales.find((row) => row.id === sale.id)!.days)));
    expect(
      body.data.recently_published_items.every(
        (item) => item.state === 'available' && item.model?.id === model.model_id && item.name.startsWith('Used'),
      ),
    ).toBe(true);
  });

  it('counts a category and its descendants, and a checkout dates the sale it makes', async () => {
    const drivers = await one<{ id: number; parent_id: number }>(
      "SELECT id, parent_id FROM categories WHERE slug = 'golf/clubs/drivers'",
    );
    const clubs = await guide(`category[]=${drivers.parent_id}&condition[]=new`);
    const expected = await one<{ sales: number }>(
      `SELECT count(*)::int AS sales FROM items i JOIN categories c ON c.id = i.category_id
       WHERE $1 = ANY (c.lineage) AND i.condition = 'new' AND i.state = 'sold' AND i.sold_at >= now() - interval '365 days'`,
      [drivers.parent_id],
    );
    expect(clubs.meta.value_guide.recent_sales).toBe(expected.sales);

    // demo_buyer buys an available new driver: it becomes the newest sale of its model, sold today.
    const item = await one<{ id: number; model_id: number; price: number }>(
      `SELECT i.id, i.model_id, i.price FROM items i WHERE i.category_id = $1 AND i.state = 'available' AND i.quantity = 1 AND NOT i.auction
         AND i.seller_id <> 1001 AND NOT EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id) ORDER BY i.id LIMIT 1`,
      [drivers.id],
    );
    const before = await guide(`model[]=${item.model_id}`);
    const uuid = (await one<{ uuid: string }>('SELECT uuid FROM users WHERE id = 1001')).uuid;
    const cart = `/v1/users/${uuid}/cart`;
    const auth = (init: RequestInit): RequestInit => ({
      ...init,
      headers: { ...bearer(1001, uuid), 'content-type': 'application/json' },
    });
    expect(
      (
        await requestJson(
          context.app,
          `${cart}/cart_items`,
          auth({
            method: 'POST',
            body: JSON.stringify({ cart: { cart_item: { item_id: item.id, item_variation_id: null } } }),
          }),
        )
      ).status,
    ).toBe(201);
    const checkout = await requestJson(
      context.app,
      `${cart}/checkout`,
      auth({ method: 'POST', body: JSON.stringify({ checkout: { nonce: 'fake-valid-nonce' } }) }),
    );
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    const after = await guide(`model[]=${item.model_id}`);
    expect(after.meta.value_guide.recent_sales).toBe(before.meta.value_guide.recent_sales + 1);
    expect(after.meta.value_guide.available_items).toBe(before.meta.value_guide.available_items - 1);
    expect(after.data.recent_sales[0]).toMatchObject({ id: item.id, sold_price: Number(item.price) });
    expect(Date.now() - Date.parse(after.data.recent_sales[0]!.sold_at)).toBeLessThan(60_000);
  });

  it('answers a filter nothing sold under with nulls and zeros, not an error', async () => {
    const [unknownBrand] = [await guide('category[]=1&brand[]=no-such-brand')];
    expect(unknownBrand.meta.value_guide).toMatchObject({
      statistics: { count: 0, low: null, median: null, high: null },
      recent_sales: 0,
      available_items: 0,
      time_to_sell: { dom_0_30: 0, dom_30_90: 0, dom_90: 0, total_items: 0 },
    });
    expect(unknownBrand.data).toEqual({ recent_sales: [], recently_published_items: [] });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['', 'category[]'],
      ['brand[]=titleist', 'category[]'],
      ['category[]=golf', 'category[].0'],
      ['category[]=0', 'category[].0'],
      ['category[]=1&model[]=1.5', 'model[].0'],
      ['category[]=1&condition[]=mint', 'condition[].0'],
      ['category[]=1&brand[]=Not%20A%20Slug', 'brand[].0'],
      ['category[]=1&flex[]=stiff', 'flex[]'],
      ['category[]=1&platform=ebay', 'platform'],
    ];
    for (const [query, field] of cases) {
      const response = await requestJson(context.app, `/v2/value_guide?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({
        errors: expect.arrayContaining([
          expect.objectContaining({ code: 'invalid', field, message: expect.any(String) }),
        ]),
      });
    }
    for (const query of ['', '?category_id=golf', '?category_id=0']) {
      const response = await requestJson(context.app, `/v1/value_guide/details${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        errors: [expect.objectContaining({ code: 'invalid', field: 'category_id' })],
      });
    }
  });

  it('lists the details of a category: its brands with models there, and the condition it asks for', async () => {
    const drivers = await one<{ id: number; lineage: number[] }>(
      "SELECT id, lineage FROM categories WHERE slug = 'golf/clubs/drivers'",
    );
    const response = await requestJson(context.app, `/v1/value_guide/details?category_id=${drivers.id}`);
    const body = valueGuideDetailsResponseSchema.parse(response.body);
    const brands = await context.db.query<{ slug: string }>(
      'SELECT DISTINCT b.slug, b.name FROM models m JOIN brands b ON b.id = m.brand_id WHERE m.category_id = $1 ORDER BY b.name',
      [drivers.id],
    );
    expect(body.data.map((detail) => [detail.slug, detail.value_guides_required])).toEqual([
      ['brand', false],
      ['condition', true],
    ]);
    expect(body.data[0]!.values.map((value) => value.slug)).toEqual(brands.map((brand) => brand.slug));
    expect(body.data[1]!.values.map((value) => value.slug)).toEqual(['new', 'used']);
    expect(body.meta.category).toEqual({
      id: drivers.id,
      name: 'Drivers',
      slug: 'golf/clubs/drivers',
      title_name: 'Driver',
      category_ids: drivers.lineage,
    });
    expect((await requestAs(context.app, 'GET', '/v1/value_guide/details?category_id=999999', null)).status).toBe(404);
  });
});
