import { expect, it } from 'vitest';
import { z } from 'zod';
import { itemSchema } from '../../schemas/entities/item';
import { landerRefSchema, landerSchema, landerV2Schema } from '../../schemas/entities/lander';
import { pageViewSchema } from '../../schemas/page-view';
import { getData, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const refsSchema = z.array(landerRefSchema);

describeEachDriver('landers', (driver) => {
  const context = useSeededApp(driver);
  const findRef = async (slug: string) => {
    const refs = refsSchema.parse(
      await getData(context.app, `/v1/landers?slug=${encodeURIComponent(slug)}&platform=web&featured_item=1`),
    );
    expect(refs).toHaveLength(1);
    return refs[0]!;
  };

  it('finds landers by slug: /shop/golf and /shop/hockey/sticks', async () => {
    expect(await findRef('golf')).toMatchObject({ slug: 'golf', path: '/shop/golf', title: 'Golf Gear' });
    expect(await findRef('hockey/sticks')).toMatchObject({ slug: 'hockey/sticks', path: '/shop/hockey/sticks' });
    expect(await getData(context.app, '/v1/landers?slug=no-such-lander')).toEqual([]);
    expect(await getData(context.app, '/v1/landers?slug=')).toEqual([]);
    expect(refsSchema.parse(await getData(context.app, '/v1/landers')).length).toBeGreaterThanOrEqual(2);
  });

  it('serves a v1 lander whose query pre-sets its category', async () => {
    const ref = await findRef('hockey/sticks');
    const lander = landerSchema.parse(await getData(context.app, `/v1/landers/${ref.id}?platform=web&featured_item=1`));
    const [sticks] = await context.db.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'hockey/sticks'");
    expect(lander).toMatchObject({
      slug: 'hockey/sticks',
      title: 'Hockey Sticks',
      query: { category_id: sticks!.id },
      category: { id: sticks!.id },
    });
  });

  it('gives a model lander its model, and other landers none', async () => {
    const ref = await findRef('golf/clubs/drivers/titleist-tsr2');
    const lander = landerSchema.parse(await getData(context.app, `/v1/landers/${ref.id}`));
    expect(lander.model).toMatchObject({
      name: 'TSR2',
      brand_name: 'Titleist',
      url: '/shop/golf/clubs/drivers/titleist-tsr2',
    });
    expect(lander.model!.id).toBe(lander.query.model_id);
    expect(landerSchema.parse(await getData(context.app, `/v2/landers/${ref.id}`)).model).toEqual(lander.model);
    expect(
      landerSchema.parse(await getData(context.app, `/v1/landers/${(await findRef('golf')).id}`)).model,
    ).toBeNull();
  });

  it('serves a v2 lander: a valid page view and meta of items for one of its blocks', async () => {
    for (const slug of ['golf', 'hockey/sticks']) {
      const ref = await findRef(slug);
      const lander = landerV2Schema.parse(await getData(context.app, `/v2/landers/${ref.id}?platform=web`));
      const pageView = pageViewSchema.parse(lander.page_view);
      expect(lander.meta.length).toBeGreaterThan(0);
      for (const entry of lander.meta) {
        const block = pageView.blocks.find((candidate) => candidate.id === entry.block_id);
        expect(block?.layout).toMatch(/^item-grid-/);
        const items = z.array(itemSchema).parse(entry.objects);
        expect(items.length).toBeGreaterThan(0);
        const categoryId = block && 'query' in block ? block.query?.category_id : undefined;
        for (const item of items) {
          expect(item.state).toBe('available');
          expect(item.categories?.map((category) => category.id)).toContain(categoryId);
        }
      }
    }
  });

  it('leaves a pre-filled item out of the v2 meta once it is a draft, removed or archived, and keeps it sold', async () => {
    const ref = await findRef('golf');
    const before = landerV2Schema.parse(await getData(context.app, `/v2/landers/${ref.id}`));
    const objects = z.array(itemSchema).parse(before.meta[0]!.objects);
    expect(objects.length).toBeGreaterThanOrEqual(4);
    const changed = objects.slice(0, 4).map((item) => item.id);
    const states = ['draft', 'removed', 'archived', 'sold'];
    await context.db.query(
      'UPDATE items SET state = ($2::text[])[array_position($1::int[], id)] WHERE id = ANY ($1::int[])',
      [changed, states],
    );
    try {
      const after = landerV2Schema.parse(await getData(context.app, `/v2/landers/${ref.id}`));
      const shown = z
        .array(itemSchema)
        .parse(after.meta[0]!.objects)
        .map((item) => item.id);
      expect(shown).toEqual(objects.map((item) => item.id).filter((id) => !changed.slice(0, 3).includes(id)));
    } finally {
      await context.db.query("UPDATE items SET state = 'available' WHERE id = ANY ($1::int[])", [changed]);
    }
  });

  it('carries the featured item with featured_item=1: the most favourited available item of its query', async () => {
    const ref = await findRef('hockey/sticks');
    const lander = landerSchema.parse(await getData(context.app, `/v1/landers/${ref.id}?platform=web&featured_item=1`));
    const [best] = await context.db.query<{ id: number }>(
      `SELECT i.id FROM items i JOIN categories c ON c.id = i.category_id
        WHERE i.state = 'available' AND $1 = ANY (c.lineage) ORDER BY i.favoriters_count DESC, i.id DESC LIMIT 1`,
      [lander.query.category_id],
    );
    expect(lander.featured_item).toMatchObject({ id: best!.id, state: 'available' });
    expect(lander.featured_item!.primary_image?.edge_url).toBeTruthy();
    const plain = await getData(context.app, `/v1/landers/${ref.id}?platform=web`);
    expect(plain).not.toHaveProperty('featured_item');
    const nav = landerSchema.parse(
      await getData(context.app, `/v1/landers/${(await findRef('how-to-ship')).id}?featured_item=1`),
    );
    expect(nav.featured_item).toBeNull();
  });

  it('suggests the next sibling lander, wrapping to the first, with its featured item', async () => {
    const suggested = async (slug: string) =>
      landerSchema.parse(
        await getData(
          context.app,
          `/v1/landers/${(await findRef(slug)).id}/suggested_lander?platform=web&featured_item=1`,
        ),
      );
    expect(await suggested('hockey/helmets')).toMatchObject({ slug: 'hockey/skates', path: '/shop/hockey/skates' });
    const wrapped = await suggested('hockey/sticks');
    expect(wrapped).toMatchObject({ slug: 'hockey/helmets' });
    expect(wrapped.featured_item).toMatchObject({ state: 'available' });
  });

  it('suggests only landers of the same kind (/nav with /nav), and 404s with none or an unknown lander', async () => {
    const nav = await requestJson(
      context.app,
      `/v1/landers/${(await findRef('how-to-ship')).id}/suggested_lander?platform=web`,
    );
    if (nav.status === 200) expect(z.object({ data: landerSchema }).parse(nav.body).data.path).toMatch(/^\/nav\//);
    else expect(nav.body).toEqual({ errors: [{ message: 'No suggested lander', code: 'not_found' }] });
    expect(await requestJson(context.app, '/v1/landers/99999/suggested_lander')).toEqual({
      status: 404,
      body: { errors: [{ message: 'Lander not found', code: 'not_found' }] },
    });
    expect((await requestJson(context.app, '/v1/landers/abc/suggested_lander')).status).toBe(400);
    expect((await requestJson(context.app, '/v1/landers/1/suggested_lander?featured_item=2')).status).toBe(400);
  });

  it('answers 404 for unknown landers and 400 for bad ids', async () => {
    for (const path of ['/v1/landers/99999', '/v2/landers/99999']) {
      expect(await requestJson(context.app, path)).toEqual({
        status: 404,
        body: { errors: [{ message: 'Lander not found', code: 'not_found' }] },
      });
    }
    for (const path of ['/v1/landers/abc', '/v2/landers/0', '/v2/landers/1?platform=tv']) {
      expect((await requestJson(context.app, path)).status).toBe(400);
    }
  });
});
