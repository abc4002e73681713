import { defineScreen } from '../../engine';

/** The blog (/blog?tag=&page=): posts newest first, by topic, a page at a time. */
export const blog = defineScreen({
  id: 'blog',
  path: '/blog',
  load: () => import('./BlogScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchBlog),
});

/** One blog post (/blog/{slug}), the page every post card links to. */
export const blogPost = defineScreen({
  id: 'blog-post',
  path: '/blog/:slug',
  load: () => import('./BlogPostScreen'),
  prefetch: () => import('./prefetch').then((module) => module.prefetchBlogPost),
});
