import type { BlockDataContext, BlockProps } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import type { BlogPost } from '../../schemas/cms/cms';
import { PostCards } from '../../ui/cms/PostCard';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { BLOG_POSTS_SHOWN, blogPostsQuery } from './blog-posts-queries';
import css from './BlogPostGrid.css?url';

/** The 3 newest blog posts of the block's tag_slug (the engine loads it with the component). */
export const data = (block: BlockOf<'blog-post-grid-3'>, { api }: BlockDataContext) =>
  blogPostsQuery(api, block.query.tag_slug);

/**
 * Up to 3 posts of a tag, newest first: image (2:1, reserved), date, title linking to the post,
 * summary. One column on mobile, three from 768 px. No posts for the tag: the block shows nothing.
 */
export default function BlogPostGrid({ block, data }: BlockProps<'blog-post-grid-3', BlogPost[]>) {
  const posts = data.slice(0, BLOG_POSTS_SHOWN);
  if (posts.length === 0) return null;
  return (
    <section className="ks-blog-grid" aria-label={block.title ? undefined : 'From the blog'}>
      <Stylesheet href={css} />
      <SectionHead
        title={block.title}
        link={block.cta && block.destination ? { href: block.destination, label: block.cta } : null}
      />
      <PostCards className="ks-blog-grid__list" posts={posts} />
    </section>
  );
}
