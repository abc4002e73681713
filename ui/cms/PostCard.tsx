import type { ReactNode } from 'react';
import type { BlogPost } from '../../schemas/cms/cms';
import { formatDate } from '../format/dates';
import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './PostCard.css?url';

/** A post's publish date, as every blog surface shows it. */
export function PostDate({ post }: { post: Pick<BlogPost, 'published'> }): ReactNode {
  return (
    <time className="ks-post-date" dateTime={post.published}>
      {formatDate(post.published)}
    </time>
  );
}

/** A blog post in a list: image (2:1, reserved), date, title linking to the post, summary. */
export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="ks-post-card">
      <Stylesheet href={css} />
      <div className="ks-post-card__frame">
        {post.featured_image && (
          <img src={post.featured_image} alt={post.featured_image_alt ?? ''} width={1200} height={600} loading="lazy" />
        )}
      </div>
      <PostDate post={post} />
      <a className="ks-post-card__link" href={post.url}>
        {post.title}
      </a>
      <p className="ks-post-card__summary">{post.summary}</p>
    </article>
  );
}

/** Posts as a list of cards; `className` lays the list out (one column, or a grid from 768 px). */
export function PostCards({ posts, className }: { posts: readonly BlogPost[]; className: string }) {
  return (
    <ul className={className}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
