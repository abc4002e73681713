import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { NotFoundError, PageView, pageViewQuery, useEngine } from '../../engine';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { cmsPageAt } from './pages';

export default function CmsPageScreen() {
  const [path] = useLocation();
  const page = cmsPageAt(path);
  if (!page) throw new NotFoundError(`Page ${path}`);
  return <CmsPageView slug={page.slug} title={page.title} description={page.description} canonical={path} />;
}

function CmsPageView({
  slug,
  title,
  description,
  canonical,
}: {
  slug: string;
  title: string | null;
  description?: string;
  canonical: string;
}) {
  const { api } = useEngine();
  const { data: pageView } = useSuspenseQuery(pageViewQuery(api, slug));
  return (
    <div className="ks-page">
      <PageMeta title={title} description={description} canonical={canonical} />
      <PageView blocks={pageView.blocks} updatedAt={pageView.updated_at} />
    </div>
  );
}
