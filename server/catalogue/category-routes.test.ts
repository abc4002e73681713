import { expect, it } from 'vitest';
import { z } from 'zod';
import { categorySchema, type Category } from '../../schemas/entities/category';
import { getData, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const SPORTS = [
  'baseball',
  'softball',
  'golf',
  'hockey',
  'lacrosse',
  'womens-lacrosse',
  'football',
  'soccer',
  'tennis',
  'skiing',
  'snowboarding',
  'hiking',
  'bikes',
  'footwear',
];

const flatten = (nodes: Category[]): Category[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describeEachDriver('GET /v1/categories', (driver) => {
  const context = useSeededApp(driver);

  it('serves the tree: the sports of spec §1 on top, up to 3 levels below them', async () => {
    const tree = z.array(categorySchema).parse(await getData(context.app, '/v1/categories'));
    expect(tree.map((category) => category.slug)).toEqual(SPORTS);
    const all = flatten(tree);
    expect(all.length).toBeGreaterThan(100);
    for (const category of all) {
      expect(category.url).toBe(`/shop/${category.slug}`);
      expect(category.icon_url).toBe(`/media/categories/${category.slug}.svg`);
      for (const child of category.children ?? []) expect(child.slug.startsWith(`${category.slug}/`)).toBe(true);
    }
    expect(all.map((category) => category.slug)).toContain('golf/clubs/drivers');
  });

  it('serves one category with its children, and 404 or 400 otherwise', async () => {
    const [golf] = await context.db.query<{ id: number }>("SELECT id FROM categories WHERE slug = 'golf'");
    const category = categorySchema.parse(await getData(context.app, `/v1/categories/${golf!.id}`));
    expect(category.name).toBe('Golf');
    expect(category.children?.map((child) => child.slug)).toContain('golf/clubs');
    expect((await requestJson(context.app, '/v1/categories/999999')).status).toBe(404);
    expect((await requestJson(context.app, '/v1/categories/golf')).status).toBe(400);
  });
});
