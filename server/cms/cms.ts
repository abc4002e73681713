import type { Db } from '../db/db';

interface PageRow {
  slug: string;
  page_type: string;
  fields: unknown;
  updated_at: Date;
}

/** A CMS page as served: its published fields, or with `preview` its draft when it has one. */
export interface CmsPage {
  slug: string;
  page_type: string;
  updated_at: string;
  fields: unknown;
}

/** The feature (user_configurations.features, spec §6) that makes a user a CMS editor. */
export const CMS_EDITOR_FEATURE = 'cms_editor';

/** Whether the user may preview unpublished CMS drafts. */
export async function isCmsEditor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM user_configurations WHERE user_id = $1 AND $2 = ANY (features)', [
    userId,
    CMS_EDITOR_FEATURE,
  ]);
  return row !== undefined;
}

/** One page by type and slug; null when missing or (outside preview) never published. */
export async function findCmsPage(db: Db, pageType: string, slug: string, preview: boolean): Promise<CmsPage | null> {
  const [row] = await db.query<PageRow>(
    `SELECT slug, page_type, updated_at, ${preview ? 'coalesce(draft_fields, fields)' : 'fields'} AS fields
     FROM cms_pages WHERE page_type = $1 AND slug = $2`,
    [pageType, slug],
  );
  if (!row || row.fields === null) return null;
  return { slug: row.slug, page_type: row.page_type, updated_at: row.updated_at.toISOString(), fields: row.fields };
}

export interface Page<T> {
  rows: T[];
  count: number;
}

/** Items of a collection in editor order, optionally where each `fields.{name}` equals a value. */
export async function listCollectionItems(
  db: Db,
  collection: string,
  filters: Record<string, string>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<unknown>> {
  const params: unknown[] = [collection];
  for (const [name, value] of Object.entries(filters)) params.push(name, value);
  const where = [
    'collection = $1',
    ...Object.keys(filters).map((_, index) => `fields ->> $${index * 2 + 2} = $${index * 2 + 3}`),
  ].join(' AND ');
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*) AS total FROM cms_collection_items WHERE ${where}`,
    params,
  );
  const rows = await db.query<{ fields: unknown }>(
    `SELECT fields FROM cms_collection_items WHERE ${where}
     ORDER BY position, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { rows: rows.map((row) => row.fields), count: counted?.total ?? 0 };
}

interface BlogPostRow {
  slug: string;
  title: string;
  featured_image: string | null;
  featured_image_alt: string | null;
  summary: string;
  body: string | null;
  tags: { slug: string; name: string }[];
  published_at: Date;
}

/** Blog posts, newest first, optionally only those tagged `tagSlug`. */
export async function listBlogPosts(
  db: Db,
  { tagSlug, page, pageSize, excludeBody }: { tagSlug?: string; page: number; pageSize: number; excludeBody: boolean },
) {
  const params: unknown[] = tagSlug === undefined ? [] : [JSON.stringify([{ slug: tagSlug }])];
  const where = tagSlug === undefined ? '' : 'WHERE tags @> $1::jsonb';
  const [counted] = await db.query<{ total: number }>(`SELECT count(*) AS total FROM blog_posts ${where}`, params);
  const rows = await db.query<BlogPostRow>(
    `SELECT slug, title, featured_image, featured_image_alt, summary, ${excludeBody ? 'NULL' : 'body'} AS body, tags, published_at
     FROM blog_posts ${where} ORDER BY published_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { count: counted?.total ?? 0, rows: rows.map(toBlogPost) };
}

function toBlogPost({ body, published_at, ...post }: BlogPostRow) {
  return {
    ...post,
    url: `/blog/${post.slug}`,
    published: published_at.toISOString(),
    ...(body === null ? {} : { body }),
  };
}

/** One blog post with its body; null when there is none by that slug. */
export async function findBlogPost(db: Db, slug: string) {
  const [row] = await db.query<BlogPostRow>(
    'SELECT slug, title, featured_image, featured_image_alt, summary, body, tags, published_at FROM blog_posts WHERE slug = $1',
    [slug],
  );
  return row ? toBlogPost(row) : null;
}

/** Every tag used on the blog with how many posts carry it, by name. */
export async function listBlogTags(db: Db): Promise<{ slug: string; name: string; count: number }[]> {
  return db.query(
    `SELECT tag->>'slug' AS slug, min(tag->>'name') AS name, count(*)::int AS count
     FROM blog_posts, jsonb_array_elements(tags) AS tag GROUP BY tag->>'slug' ORDER BY name`,
  );
}
