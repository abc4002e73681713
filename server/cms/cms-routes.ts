import { Hono } from 'hono';
import { z } from 'zod';
import { buyingGuideFieldsSchema } from '../../schemas/cms/buying-guide';
import { cmsCollectionSchemas } from '../../schemas/cms/cms';
import { optionalViewer } from '../auth/viewer';
import { findGuideModels, popularGuideModels } from '../catalogue/guide-models';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { parseInput } from '../http/validate';
import { findBlogPost, findCmsPage, isCmsEditor, listBlogPosts, listBlogTags, listCollectionItems } from './cms';

const slugParam = z.string().regex(/^[a-z0-9_-]{1,120}$/, 'must be a slug');
const pageParamsSchema = z.object({
  page_type: z.enum(['buying_guide', 'model_description', 'legal']),
  slug: slugParam,
});
const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
const previewQuerySchema = z.object({ preview: flag.optional() });
const pagingFields = {
  page: z.coerce.number().int().positive().max(10_000).default(1),
  page_size: z.coerce.number().int().positive().max(200).default(20),
};
const collectionParamsSchema = z.object({
  collection: z.enum(Object.keys(cmsCollectionSchemas) as [keyof typeof cmsCollectionSchemas]),
});
/** `fields.{name}=value` filters: names are plain field names, values at most 300 characters. */
const collectionQuerySchema = z
  .object(pagingFields)
  .catchall(z.string().max(300))
  .refine((query) => Object.keys(query).every((key) => key in pagingFields || /^fields\.[a-z_]{1,40}$/.test(key)), {
    message: 'only page, page_size and fields.{name} filters are allowed',
  });
const postsQuerySchema = z.object({
  ...pagingFields,
  tag_slug: slugParam.optional(),
  exclude_body: flag.optional(),
});

function meta(count: number, page: number, pageSize: number) {
  return { count, next_page: page * pageSize < count ? page + 1 : null, previous_page: page > 1 ? page - 1 : null };
}

/**
 * The headless CMS of spec §7.7, in ButterCMS's shapes under /cms/v2: pages ('model-{id}' of
 * model_description with preview=1, buying guides), collections filtered by field, blog posts
 * (list, one by slug) and the blog's tags. preview=1 shows drafts to CMS editors only; anyone else
 * gets the published page, as without it.
 */
export function cmsRoutes(db: Db): Hono {
  const app = new Hono();

  app.get('/cms/v2/pages/:page_type/:slug', async (c) => {
    const { page_type: pageType, slug } = parseInput(pageParamsSchema, c.req.param());
    const { preview: asked = false } = parseInput(previewQuerySchema, c.req.query());
    const viewer = optionalViewer(c);
    const preview = asked && viewer !== null && (await isCmsEditor(db, viewer.userId));
    // A draft is never kept by a shared cache, nor served from one to someone else.
    if (preview) c.header('cache-control', 'private, no-store');
    const page = await findCmsPage(db, pageType, slug, preview);
    if (!page) throw ApiError.notFound('Page not found');
    if (pageType !== 'buying_guide') return c.json({ data: page });
    // Content is validated where it renders: a guide that does not parse is served without models.
    const fields = buyingGuideFieldsSchema.safeParse(page.fields).data;
    const competitorIds = fields?.top_competitors?.model_ids.map((entry) => entry.model_id) ?? [];
    const models = {
      top_competitors: await findGuideModels(db, competitorIds),
      popular: fields?.category_id ? await popularGuideModels(db, fields.category_id, fields.brand_id ?? null) : [],
    };
    return c.json({ data: { ...page, models } });
  });

  app.get('/cms/v2/content/:collection', async (c) => {
    const { collection } = parseInput(collectionParamsSchema, c.req.param());
    const { page, page_size: pageSize, ...rest } = parseInput(collectionQuerySchema, c.req.query());
    const filters = Object.fromEntries(
      Object.entries(rest).map(([key, value]) => [key.slice('fields.'.length), value]),
    );
    const { rows, count } = await listCollectionItems(db, collection, filters, { page, pageSize });
    return c.json({ data: { [collection]: rows }, meta: meta(count, page, pageSize) });
  });

  app.get('/cms/v2/posts', async (c) => {
    const {
      page,
      page_size: pageSize,
      tag_slug: tagSlug,
      exclude_body: excludeBody = false,
    } = parseInput(postsQuerySchema, c.req.query());
    const { rows, count } = await listBlogPosts(db, { tagSlug, page, pageSize, excludeBody });
    return c.json({ data: rows, meta: meta(count, page, pageSize) });
  });

  app.get('/cms/v2/posts/:slug', async (c) => {
    const { slug } = parseInput(z.object({ slug: slugParam }), c.req.param());
    const post = await findBlogPost(db, slug);
    if (!post) throw ApiError.notFound('Post not found');
    return c.json({ data: post });
  });

  app.get('/cms/v2/tags', async (c) => c.json({ data: await listBlogTags(db) }));

  return app;
}
