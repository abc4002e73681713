import { expect, it } from 'vitest';
import { z } from 'zod';
import { buyingGuidePageSchema } from '../../schemas/cms/buying-guide';
import {
  blogPostSchema,
  cmsMetaSchema,
  landerExtrasSchema,
  legalPageSchema,
  modelDescriptionPageSchema,
  superlativeTooltipSchema,
} from '../../schemas/cms/cms';
import { demoAccount } from '../seed/demo-accounts';
import { bearer, getData, requestJson } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';

const postsBodySchema = z.object({ data: z.array(blogPostSchema), meta: cmsMetaSchema });

describeEachDriver('headless CMS', (driver) => {
  const context = useSeededApp(driver);
  const landerId = async (slug: string) =>
    (await context.db.query<{ id: number }>('SELECT id FROM landers WHERE slug = $1', [slug]))[0]!.id;

  it('serves a buying guide with its competitors in the editor’s order and 10 popular models', async () => {
    const guide = buyingGuidePageSchema.parse(await getData(context.app, '/cms/v2/pages/buying_guide/golf-drivers'));
    expect(guide.fields.name).toBe('How to Buy a Used Driver');
    expect(guide.models.top_competitors.map((model) => model.display_name)).toEqual([
      'Titleist TSR2',
      'Callaway Paradym',
      'TaylorMade Qi10',
      'Ping G430 Max',
    ]);
    expect(guide.models.popular).toHaveLength(10);
    expect(new Set(guide.models.popular.map((model) => model.category_name))).toEqual(new Set(['Drivers']));
  });

  it('serves a buying guide whose content does not parse as stored, without models (the block drops it)', async () => {
    await context.db.query(
      "INSERT INTO cms_pages (page_type, slug, fields) VALUES ('buying_guide', 'broken-guide', '{\"name\": 5}') ON CONFLICT DO NOTHING",
    );
    const { status, body } = await requestJson(context.app, '/cms/v2/pages/buying_guide/broken-guide');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { fields: { name: 5 }, models: { top_competitors: [], popular: [] } } });
  });

  it("serves 'model-{id}' descriptions, and the draft only to an editor asking preview=1", async () => {
    const [page] = await context.db.query<{ slug: string; draft: string; published: string }>(
      "SELECT slug, draft_fields->>'headline' AS draft, fields->>'headline' AS published FROM cms_pages WHERE draft_fields IS NOT NULL ORDER BY slug LIMIT 1",
    );
    const path = `/cms/v2/pages/model_description/${page!.slug}`;
    const headline = async (query: string, headers: Record<string, string> = {}) => {
      const response = await context.app.request(`${path}${query}`, { headers });
      expect(response.status).toBe(200);
      return {
        headline: modelDescriptionPageSchema.parse(((await response.json()) as { data: unknown }).data).fields.headline,
        cache: response.headers.get('cache-control'),
      };
    };
    expect((await headline('')).headline).toBe(page!.published);
    // A guest and an ordinary user asking for the preview get the published page.
    expect((await headline('?preview=1')).headline).toBe(page!.published);
    expect((await headline('?preview=1', bearer(demoAccount('buyer').id))).headline).toBe(page!.published);
    // demo_admin is a CMS editor: the draft, never stored by a cache.
    expect(await headline('?preview=1', bearer(demoAccount('admin').id))).toEqual({
      headline: page!.draft,
      cache: 'private, no-store',
    });
    expect((await headline('', bearer(demoAccount('admin').id))).headline).toBe(page!.published);
    expect((await requestJson(context.app, '/cms/v2/pages/model_description/model-999999')).status).toBe(404);
  });

  it('keeps a page that was never published a 404 for everyone but an editor previewing it', async () => {
    await context.db.query(
      "INSERT INTO cms_pages (page_type, slug, fields, draft_fields) VALUES ('buying_guide', 'unpublished-guide', NULL, '{\"name\": \"Soon\"}') ON CONFLICT DO NOTHING",
    );
    const path = '/cms/v2/pages/buying_guide/unpublished-guide?preview=1';
    expect((await requestJson(context.app, path)).status).toBe(404);
    expect((await requestJson(context.app, path, { headers: bearer(demoAccount('seller').id) })).status).toBe(404);
    expect((await requestJson(context.app, path, { headers: bearer(demoAccount('admin').id) })).body).toMatchObject({
      data: { fields: { name: 'Soon' } },
    });
  });

  it("finds a lander's extras as 'lander-{id}' in category_landers_extras", async () => {
    const id = await landerId('golf');
    const data = z
      .object({ category_landers_extras: z.array(landerExtrasSchema) })
      .parse(
        await getData(context.app, `/cms/v2/content/category_landers_extras?fields.slug=lander-${id}&page_size=1`),
      );
    expect(data.category_landers_extras).toHaveLength(1);
    expect(data.category_landers_extras[0]!.sections.length).toBeGreaterThan(1);
  });

  it('filters superlative tooltips by superlative_label, up to 200 a page', async () => {
    const one = z.object({ superlative_tooltips: z.array(superlativeTooltipSchema) });
    const filtered = one.parse(
      await getData(
        context.app,
        '/cms/v2/content/superlative_tooltips?fields.superlative_label=Best%20Value&page_size=200',
      ),
    );
    expect(filtered.superlative_tooltips).toEqual([expect.objectContaining({ superlative_label: 'Best Value' })]);
    const all = await requestJson(context.app, '/cms/v2/content/superlative_tooltips?page_size=2&page=2');
    expect(all.body).toMatchObject({ meta: { count: 6, next_page: 3, previous_page: 1 } });
  });

  it('lists the 3 newest posts of a tag without bodies', async () => {
    const { body } = await requestJson(context.app, '/cms/v2/posts?tag_slug=golf&page_size=3&exclude_body=true');
    const { data, meta } = postsBodySchema.parse(body);
    expect(data.map((post) => post.slug)).toEqual([
      'driver-loft-myths',
      'used-irons-checklist',
      'putter-fitting-at-home',
    ]);
    expect(data.every((post) => post.body === undefined && post.tags.some((tag) => tag.slug === 'golf'))).toBe(true);
    expect(meta).toEqual({ count: 3, next_page: null, previous_page: null });
    const withBody = postsBodySchema.parse((await requestJson(context.app, '/cms/v2/posts?page_size=1')).body);
    expect(withBody.data[0]!.body).toContain('<p>');
    expect(withBody.meta.next_page).toBe(2);
    expect(await getData(context.app, '/cms/v2/posts?tag_slug=curling')).toEqual([]);
  });

  it("serves one post with its body by slug, and the blog's tags with their post counts", async () => {
    const post = blogPostSchema.parse(await getData(context.app, '/cms/v2/posts/stick-flex-guide'));
    expect(post).toMatchObject({
      slug: 'stick-flex-guide',
      url: '/blog/stick-flex-guide',
      title: 'How to Pick a Hockey Stick Flex',
    });
    expect(post.body).toContain('<h2>');
    const tags = z
      .array(z.object({ slug: z.string(), name: z.string(), count: z.number() }))
      .parse(await getData(context.app, '/cms/v2/tags'));
    expect(tags.find((tag) => tag.slug === 'hockey')).toEqual({ slug: 'hockey', name: 'Hockey', count: 3 });
    expect(tags.map((tag) => tag.name)).toEqual(tags.map((tag) => tag.name).toSorted());
  });

  it('serves the legal pages, terms and privacy, each with its sections', async () => {
    for (const [slug, title] of [
      ['terms', 'Terms of Service'],
      ['privacy', 'Privacy Policy'],
    ]) {
      const page = legalPageSchema.parse(await getData(context.app, `/cms/v2/pages/legal/${slug}`));
      expect(page.fields.title).toBe(title);
      expect(page.fields.sections.length).toBeGreaterThan(5);
    }
  });

  it.each([
    ['unknown post', '/cms/v2/posts/no-such-post', 404],
    ['post slug with a dot', '/cms/v2/posts/..%2Fsecrets', 400],
    ['unknown page type', '/cms/v2/pages/recipes/golf-drivers', 400],
    ['slug with a dot', '/cms/v2/pages/buying_guide/..%2Fsecrets', 400],
    ['unknown page', '/cms/v2/pages/buying_guide/no-such-guide', 404],
    ['bad preview flag', '/cms/v2/pages/buying_guide/golf-drivers?preview=yes', 400],
    ['unknown collection', '/cms/v2/content/users', 400],
    ['filter that is not a field', '/cms/v2/content/superlative_tooltips?drop=1', 400],
    ['field name with SQL', `/cms/v2/content/superlative_tooltips?${encodeURIComponent("fields.a' OR 1=1")}=x`, 400],
    ['NUL in a filter', '/cms/v2/content/superlative_tooltips?fields.superlative_label=%00', 400],
    ['page_size over 200', '/cms/v2/content/superlative_tooltips?page_size=201', 400],
    ['page 0', '/cms/v2/posts?page=0', 400],
    ['tag slug with spaces', '/cms/v2/posts?tag_slug=a%20b', 400],
    ['bad exclude_body', '/cms/v2/posts?exclude_body=maybe', 400],
  ])('answers bad input with 4xx, never 500: %s', async (_what, path, status) => {
    const response = await requestJson(context.app, path);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ errors: [expect.objectContaining({ code: expect.any(String) })] });
  });
});
