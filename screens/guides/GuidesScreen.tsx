import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useEngine } from '../../engine';
import { PostCards } from '../../ui/cms/PostCard';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { buyingGuidesQuery } from './guides-queries';
import css from './GuidesScreen.css?url';
import { latestPostsQuery } from './latest-posts-queries';

export default function GuidesScreen() {
  const { api } = useEngine();
  const { data: guides } = useSuspenseQuery(buyingGuidesQuery(api));
  // The blog is a bonus here: if it fails, the guides still show.
  const posts = useQuery(latestPostsQuery(api)).data ?? [];
  return (
    <div className="ks-page ks-guides">
      <Stylesheet href={css} />
      <PageMeta
        title="Guides & Reviews"
        description="Buying guides and reviews for used sports gear, written by athletes."
      />
      <h1>Guides &amp; Reviews</h1>
      <section aria-labelledby="ks-guides-buying">
        <h2 id="ks-guides-buying">Buying guides</h2>
        {guides.length === 0 ? (
          <p>No guides yet.</p>
        ) : (
          <ul className="ks-guides__list">
            {guides.map((guide) => (
              <li key={guide.slug} className="ks-guides__guide">
                <h3>{guide.name}</h3>
                <p className="ks-guides__where">{guide.lander_title}</p>
                {guide.simple_description && <p>{guide.simple_description}</p>}
                <Link href={guide.path} aria-label={`Read Full Guide: ${guide.name}`}>
                  Read Full Guide
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {posts.length > 0 && (
        <section aria-labelledby="ks-guides-blog">
          <div className="ks-guides__header">
            <h2 id="ks-guides-blog">From the blog</h2>
            <Link href="/blog">All articles</Link>
          </div>
          <PostCards className="ks-guides__posts" posts={posts} />
        </section>
      )}
    </div>
  );
}
