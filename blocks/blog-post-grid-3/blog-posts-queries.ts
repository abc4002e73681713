import { queryOptions } from '@tanstack/react-query';
import { lazySchema, type ApiClient } from '../../engine';
import type { BlogPost } from '../../schemas/cms/cms';

/** Loaded on first use: block data code is in every page's entry, and hydration runs no query. */
const blogPostsSchema = lazySchema(() =>
  import('../../schemas/cms/cms').then((schemas) => schemas.blogPostSchema.array()),
);

/** Spec §9: a blog-post grid shows 3 posts. */
export const BLOG_POSTS_SHOWN = 3;

/** The newest posts tagged `tagSlug`, without bodies (spec §7.7 blog post list). */
export function blogPostsQuery(api: ApiClient, tagSlug: string) {
  const query = { tag_slug: tagSlug, page_size: BLOG_POSTS_SHOWN, exclude_body: true };
  return queryOptions({
    queryKey: ['cms-posts', query],
    queryFn: (): Promise<BlogPost[]> => api.get('/cms/v2/posts', { query, schema: blogPostsSchema }),
  });
}
