import type { ScreenPrefetch } from '../../engine';
import { blogListing, blogPostQuery, blogPostsPageQuery, blogTagsQuery } from './blog-queries';

export const prefetchBlog: ScreenPrefetch = async ({ api, queryClient, search }) => {
  await Promise.all([
    queryClient.fetchQuery(blogPostsPageQuery(api, blogListing(search))),
    queryClient.prefetchQuery(blogTagsQuery(api)),
  ]);
};

export const prefetchBlogPost: ScreenPrefetch = async ({ api, queryClient, params }) => {
  await queryClient.fetchQuery(blogPostQuery(api, params.slug ?? ''));
};
