import { defineScreen } from '../../engine/registry/screen-plugin';
import { blogListing, blogPostQuery, blogPostsPageQuery, blogTagsQuery } from './blog-queries';

/** The blog (/blog?tag=&page=): posts newest first, by topic, a page at a time. */
export const blog = defineScreen({
  id: 'blog',
  path: '/blog',
  load: () => import('./BlogScreen'),
  prefetch: async ({ api, queryClient, search }) => {
    await Promise.all([queryClient.fetchQuery(blogPostsPageQuery(api, blogListing(search))), queryClient.prefetchQuery(blogTagsQuery(api))]);
  },
});

/** One blog post (/blog/{slug}), the page every post card links to. */
export const blogPost = defineScreen({
  id: 'blog-post',
  path: '/blog/:slug',
  load: () => import('./BlogPostScreen'),
  prefetch: async ({ api, queryClient, params }) => {
    await queryClient.fetchQuery(blogPostQuery(api, params.slug ?? ''));
  },
});
