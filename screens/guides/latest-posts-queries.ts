import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';
import { blogPostSchema } from '../../schemas/cms/cms';

/** The 3 newest blog posts, without bodies. */
export function latestPostsQuery(api: ApiClient) {
  const query = { page_size: 3, exclude_body: true };
  return queryOptions({
    queryKey: ['cms-posts', query],
    queryFn: () => api.get('/cms/v2/posts', { query, schema: z.array(blogPostSchema) }),
  });
}
