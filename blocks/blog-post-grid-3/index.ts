import { defineBlock } from '../../engine';

/** blog-post-grid-3: the 3 newest blog posts of the block's tag_slug. */
export const blogPostGrid3Block = defineBlock({
  layout: 'blog-post-grid-3',
  load: () => import('./BlogPostGrid'),
});
