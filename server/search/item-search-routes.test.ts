import { expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { itemSchema, type Item } from '../../schemas/entities/item';
import { pagingSchema } from '../../schemas/entities/paging';
import { bearer, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const searchBodySchema = z.object({ data: z.array(itemSchema), meta: z.object({ paging: pagingSchema }) });

describeEachDriver('GET /v1/items', (driver) => {
  const context = useSeededApp(driver);
  const search = async (query: string) => {
    const { status, body } = await requestJson(context.app, `/v1/items?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return searchBodySchema.parse(body);
  };

  it('lists available items, newest first, 24 to a page, with paging meta', async () => {
    const { data, meta } = await search('');
    expect(data).toHaveLength(24);
    expect(data.every((item) => item.state === 'available')).toBe(true);
    const published = data.map((item) => item.published_at ?? '');
    expect(published).toEqual([...published].sort().reverse());
    expect(meta.paging).toMatchObject({ page: 1, page_size: 24 });
    expect(meta.paging.total_pages).toBe(Math.ceil(meta.paging.total_count / 24));
    expect(meta.paging.total_count).toBeGreaterThan(1500);
  });

  it('describes items fully: url, images under /media, seller, brand, model, category path', async () => {
    const [item] = (await search('page_size=1')).data as [Item];
    expect(item.url).toMatch(new RegExp(`^/gear/[a-z0-9-]+-${item.id}$`));
    expect(item.primary_image?.edge_url).toBe(`/media/items/${item.id}/1.svg`);
    expect(item.images?.length).toBeGreaterThan(0);
    expect(item.seller?.username).toBeTruthy();
    expect(item.brand?.name && item.model?.name && item.name.includes(`${item.brand.name} ${item.model.name}`)).toBe(
      true,
    );
    const path = item.categories ?? [];
    expect(path.length).toBeGreaterThanOrEqual(2);
    expect(path.at(-1)?.full_name).toBe(path.map((category) => category.name).join(' > '));
    expect(Math.round(item.price * 100) / 100).toBe(item.price);
  });

  it('finds items by full-text search over name, brand, model and category', async () => {
    const { data, meta } = await search('q=titleist%20driver&page_size=100');
    expect(meta.paging.total_count).toBeGreaterThan(0);
    for (const item of data) {
      expect(item.brand?.name).toBe('Titleist');
      expect(item.categories?.map((category) => category.slug)).toContain('golf/clubs/drivers');
    }
    // 'Protective' is only a category name (hockey/protective), never in an item name.
    const byCategoryName = await search('q=protective&page_size=100');
    expect(byCategoryName.data.length).toBeGreaterThan(0);
    for (const item of byCategoryName.data) expect(item.categories?.[1]?.slug).toBe('hockey/protective');
    expect((await search('q=zzzqqq')).meta.paging.total_count).toBe(0);
  });

  it('matches a category and all its descendants', async () => {
    const [hockey] = await context.db.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'hockey'");
    const { data, meta } = await search(`category_id=${hockey!.id}&page_size=100`);
    expect(data.every((item) => item.categories?.[0]?.slug === 'hockey')).toBe(true);
    expect(new Set(data.map((item) => item.categories?.at(-1)?.slug)).size).toBeGreaterThan(3);
    const [{ count }] = (await context.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM items i JOIN categories c ON c.id = i.category_id
       WHERE i.state = 'available' AND $1::int = ANY (c.lineage)`,
      [hockey!.id],
    )) as [{ count: number }];
    expect(meta.paging.total_count).toBe(count);
  });

  it('filters by brand, seller and state, and sorts by price and popularity', async () => {
    const [bauer] = await context.db.query<{ id: number }>("SELECT id FROM brands WHERE name = 'Bauer'");
    const byBrand = await search(`brand_id=${bauer!.id}&sort=price_asc&page_size=50`);
    expect(byBrand.data.every((item) => item.brand?.name === 'Bauer')).toBe(true);
    const prices = byBrand.data.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const popular = (await search('sort=popular&page_size=30')).data.map((item) => item.favoriters_count ?? 0);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));

    const seller = byBrand.data[0]!.seller!.username;
    expect(
      (await search(`seller=${seller}&page_size=100`)).data.every((item) => item.seller?.username === seller),
    ).toBe(true);
    expect((await search('state=sold&page_size=10')).data.every((item) => item.state === 'sold')).toBe(true);
  });

  it('returns exactly the include_ids items, in the given order, and omits meta with include_meta=0', async () => {
    const { status, body } = await requestJson(context.app, '/v1/items?include_ids=42,7,999999,1200,7&include_meta=0');
    expect(status).toBe(200);
    const parsed = z
      .object({ data: z.array(itemSchema) })
      .strict()
      .parse(body);
    expect(parsed.data.map((item) => item.id)).toEqual([42, 7, 1200]);
  });

  it('include_ids shows others only available and sold items; a seller also sees their own draft, removed and archived ones', async () => {
    const [seller] = await context.db.query<{ seller_id: number }>(
      "SELECT seller_id FROM items WHERE state = 'available' GROUP BY seller_id HAVING count(*) >= 5 ORDER BY seller_id LIMIT 1",
    );
    const own = await context.db.query<{ id: number; state: string }>(
      "SELECT id, state FROM items WHERE seller_id = $1 AND state = 'available' ORDER BY id LIMIT 5",
      [seller!.seller_id],
    );
    const states = ['available', 'sold', 'draft', 'removed', 'archived'];
    const ids = own.map((item) => item.id);
    await context.db.query(
      'UPDATE items SET state = ($2::text[])[array_position($1::int[], id)] WHERE id = ANY ($1::int[])',
      [ids, states],
    );
    try {
      const asked = `/v1/items?include_ids=${ids.join(',')}`;
      const shown = async (headers: Record<string, string> = {}) => {
        const { status, body } = await requestJson(context.app, asked, { headers });
        expect(status).toBe(200);
        return searchBodySchema.parse(body);
      };
      const guest = await shown();
      expect(guest.data.map((item) => item.state)).toEqual(['available', 'sold']);
      expect(guest.meta.paging.total_count).toBe(2);
      const stranger = await shown(bearer(seller!.seller_id + 1));
      expect(stranger.data.map((item) => item.id)).toEqual(ids.slice(0, 2));
      const owner = await shown(bearer(seller!.seller_id));
      expect(owner.data.map((item) => item.state)).toEqual(states);
      expect(owner.meta.paging.total_count).toBe(5);
    } finally {
      await context.db.query("UPDATE items SET state = 'available' WHERE id = ANY ($1::int[])", [ids]);
    }
  });

  it('pages through results without overlap', async () => {
    const first = await search('page=1&page_size=10&sort=price_desc');
    const second = await search('page=2&page_size=10&sort=price_desc');
    expect(second.meta.paging.page).toBe(2);
    const ids = new Set([...first.data, ...second.data].map((item) => item.id));
    expect(ids.size).toBe(20);
    expect(first.data.at(-1)!.price).toBeGreaterThanOrEqual(second.data[0]!.price);
    const beyond = await search('page=1000&page_size=100');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.paging.total_count).toBe(first.meta.paging.total_count);
  });

  it('caps page_size at 100', async () => {
    expect((await search('page_size=100')).data).toHaveLength(100);
    const { status, body } = await requestJson(context.app, '/v1/items?page_size=101');
    expect(status).toBe(400);
    expect(apiErrorBodySchema.parse(body).errors).toEqual([
      expect.objectContaining({ code: 'invalid', field: 'page_size' }),
    ]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=-1', 'page_size'],
    ['category_id=golf', 'category_id'],
    ['brand_id=99999999999', 'brand_id'],
    ['include_ids=1,,2', 'include_ids'],
    ['include_ids=99999999999', 'include_ids'],
    ['sort=random', 'sort'],
    ['state=draft', 'state'],
    ['include_meta=2', 'include_meta'],
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=%00', 'q'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, body } = await requestJson(context.app, `/v1/items?${query}`);
    expect(status).toBe(400);
    expect(apiErrorBodySchema.parse(body).errors[0]).toMatchObject({ code: 'invalid', field });
  });
});
