import { z } from 'zod';
import { blockQuerySchema, blockSchema } from '../block';

/** blog-post-grid-3: the 3 newest blog posts tagged query.tag_slug. */
export const blogPostGrid3BlockSchema = blockSchema.extend({
  layout: z.literal('blog-post-grid-3'),
  query: blockQuerySchema.extend({ tag_slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a tag slug') }),
});
