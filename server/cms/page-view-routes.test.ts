import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { layouts } from '../../schemas/blocks';
import { pageViewSchema, type PageView } from '../../schemas/page-view';
import { getData, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

describeEachDriver('GET /v1/page_views', (driver) => {
  const context = useSeededApp(driver);

  it('serves the home page view by slug and by id', async () => {
    const bySlug = await getData<PageView>(context.app, '/v1/page_views/home?platform=web');
    const byId = await getData<PageView>(context.app, `/v1/page_views/${bySlug.id}?platform=mobile`);
    expect(byId).toEqual(bySlug);
    expect(bySlug.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
  });

  it('seeds page views that pass the strict pageViewSchema, with block ids unique across all of them', async () => {
    const slugs = (await context.db.query<{ slug: string }>('SELECT slug FROM page_views ORDER BY id')).map(
      (row) => row.slug,
    );
    expect(slugs[0]).toBe('home');
    expect(slugs).toEqual(expect.arrayContaining(['lander-golf', 'lander-hockey-sticks']));
    const blockIds: number[] = [];
    for (const slug of slugs) {
      const pageView = await getData(context.app, `/v1/page_views/${slug}`);
      const result = pageViewSchema.safeParse(pageView);
      expect(result.error?.issues, slug).toBeUndefined();
      blockIds.push(...(result.data?.blocks ?? []).map((block) => block.id));
    }
    expect(new Set(blockIds).size).toBe(blockIds.length);
  });

  it('uses every layout on some seeded page view (guides sit on category landers, not home)', async () => {
    const rows = await context.db.query<{ layouts: string[] }>(
      "SELECT array_agg(DISTINCT block->>'layout') AS layouts FROM page_views, jsonb_array_elements(blocks) AS block",
    );
    expect(new Set(rows[0]!.layouts)).toEqual(new Set(layouts));
  });

  it('builds home with a 3-slide carousel and 8+ sport tiles', async () => {
    const home = pageViewSchema.parse(await getData(context.app, '/v1/page_views/home'));
    const carousel = home.blocks.find((block) => block.layout === 'carousel');
    expect(carousel?.tiles).toHaveLength(3);
    expect(carousel?.tiles[0]?.image_type).toBe('empower_athletes');
    const categories = home.blocks.find((block) => block.layout === 'home-featured-categories');
    expect(categories?.tiles.length).toBeGreaterThanOrEqual(8);
    for (const tile of categories?.tiles ?? []) expect(tile.destination).toMatch(/^\/shop\/[a-z-]+$/);
  });

  it('gives every item-grid block of every page view a query that finds seeded items', async () => {
    const slugs = (await context.db.query<{ slug: string }>('SELECT slug FROM page_views')).map((row) => row.slug);
    for (const slug of slugs) {
      const pageView = pageViewSchema.parse(await getData(context.app, `/v1/page_views/${slug}`));
      for (const block of pageView.blocks) {
        if (!('query' in block) || !block.query) continue;
        const query = new URLSearchParams(Object.entries(block.query).map(([key, value]) => [key, String(value)]));
        const items = await getData<unknown[]>(context.app, `/v1/items?${query}&page_size=6`);
        expect(items.length, `${slug} block ${block.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('answers 404 for an unknown page view and 400 for a bad platform', async () => {
    const missing = await requestJson(context.app, '/v1/page_views/no-such-page');
    expect(missing).toEqual({ status: 404, body: { errors: [{ message: 'Page view not found', code: 'not_found' }] } });
    const invalid = await requestJson(context.app, '/v1/page_views/home?platform=tv');
    expect(invalid.status).toBe(400);
    expect(apiErrorBodySchema.parse(invalid.body).errors[0]).toMatchObject({ code: 'invalid', field: 'platform' });
  });
});
