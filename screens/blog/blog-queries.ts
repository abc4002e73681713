import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, isNotFound, NotFoundError, type ApiClient } from '../../engine';
import { blogPostSchema, cmsMetaSchema } from '../../schemas/cms/cms';
import { sanitizeHtml } from '../../ui/cms/sanitize-html';

/** Posts per page of /blog. */
export const POSTS_PER_PAGE = 12;

/** What /blog shows, from its query string: ?tag={slug}&page={n} (a bad page reads as 1). */
export function blogListing(search: URLSearchParams): { tag: string | undefined; page: number } {
  const page = Number(search.get('page'));
  return { tag: search.get('tag') || undefined, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

const postsPageSchema = z.object({ data: z.array(blogPostSchema), meta: cmsMetaSchema });
const tagsSchema = z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() }));

/** One page of posts, newest first, optionally of one tag; bodies left out. */
export function blogPostsPageQuery(api: ApiClient, { tag, page }: { tag: string | undefined; page: number }) {
  const query = { tag_slug: tag, page, page_size: POSTS_PER_PAGE, exclude_body: true };
  return queryOptions({
    queryKey: ['cms-posts', query],
    queryFn: () => api.request({ path: '/cms/v2/posts', query, full: true, schema: postsPageSchema }),
  });
}

/** The blog's topics: every tag with its post count. */
export function blogTagsQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['cms-tags'], queryFn: () => api.get('/cms/v2/tags', { schema: tagsSchema }) });
}

/** One post with its body sanitised; no such post → NotFoundError (the 404 page). */
export function blogPostQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['cms-post', slug],
    queryFn: async () => {
      try {
        const post = await api.get(`/cms/v2/posts/${encodeURIComponent(slug)}`, { schema: blogPostSchema });
        return { post, html: await sanitizeHtml(post.body ?? '') };
      } catch (error) {
        if (isNotFound(error) || (error instanceof ApiError && error.status === 400))
          throw new NotFoundError(`Post ${slug}`);
        throw error;
      }
    },
  });
}
