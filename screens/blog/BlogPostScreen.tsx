import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useEngine, type ScreenProps } from '../../engine';
import { CmsHtml } from '../../ui/cms/CmsHtml';
import { PostDate } from '../../ui/cms/PostCard';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { blogPostQuery } from './blog-queries';
import css from './Blog.css?url';

export default function BlogPostScreen({ params }: ScreenProps) {
  const { api } = useEngine();
  const { data } = useSuspenseQuery(blogPostQuery(api, params.slug ?? ''));
  const { post, html } = data;
  return (
    <div className="ks-page ks-blog">
      <Stylesheet href={css} />
      <PageMeta title={post.title} description={post.summary} canonical={post.url} />
      <nav aria-label="Breadcrumb" className="ks-blog__crumbs">
        <Link href="/blog">Blog</Link>
      </nav>
      <article className="ks-blog__article">
        <header>
          <h1>{post.title}</h1>
          <PostDate post={post} />
          {post.tags.length > 0 && (
            <ul className="ks-blog__tags" aria-label="Topics">
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link href={`/blog?tag=${encodeURIComponent(tag.slug)}`}>{tag.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </header>
        {post.featured_image && (
          <div className="ks-blog__hero">
            <img src={post.featured_image} alt={post.featured_image_alt ?? ''} width={1200} height={600} />
          </div>
        )}
        <CmsHtml className="ks-blog__body" html={html} />
      </article>
    </div>
  );
}
