import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { useEngine } from '../../engine';
import { PostCards } from '../../ui/cms/PostCard';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { blogListing, blogPostsPageQuery, blogTagsQuery } from './blog-queries';
import css from './Blog.css?url';

/** /blog with the tag and page it names; page 1 and 'all topics' stay out of the URL. */
function blogHref(tag: string | undefined, page = 1): string {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (page > 1) query.set('page', String(page));
  return query.size > 0 ? `/blog?${query}` : '/blog';
}

export default function BlogScreen() {
  const { api } = useEngine();
  const listing = blogListing(new URLSearchParams(useSearch()));
  const { data: posts } = useSuspenseQuery(blogPostsPageQuery(api, listing));
  // Topics are a convenience: if they fail to load, the posts still show.
  const tags = useQuery(blogTagsQuery(api)).data ?? [];
  const topic = tags.find((tag) => tag.slug === listing.tag);
  const title = topic ? `${topic.name} articles` : 'Kitswap Blog';
  return (
    <div className="ks-page ks-blog">
      <Stylesheet href={css} />
      <PageMeta
        title={listing.page > 1 ? `${title} – page ${listing.page}` : title}
        canonical={blogHref(listing.tag, listing.page)}
      />
      <h1>{title}</h1>
      {tags.length > 0 && (
        <nav aria-label="Topics" className="ks-blog__topics">
          <ul>
            <li>
              <Link href="/blog" aria-current={listing.tag ? undefined : 'page'}>
                All
              </Link>
            </li>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <Link href={blogHref(tag.slug)} aria-current={tag.slug === listing.tag ? 'page' : undefined}>
                  {tag.name} <span className="ks-blog__count">({tag.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {posts.data.length === 0 ? (
        <p className="ks-blog__empty">
          No articles here yet. <Link href="/blog">See all articles</Link>
        </p>
      ) : (
        <PostCards className="ks-blog__posts" posts={posts.data} />
      )}
      {(posts.meta.previous_page || posts.meta.next_page) && (
        <nav aria-label="Pages" className="ks-blog__pages">
          {posts.meta.previous_page && (
            <Link href={blogHref(listing.tag, posts.meta.previous_page)}>Newer articles</Link>
          )}
          {posts.meta.next_page && <Link href={blogHref(listing.tag, posts.meta.next_page)}>Older articles</Link>}
        </nav>
      )}
    </div>
  );
}
