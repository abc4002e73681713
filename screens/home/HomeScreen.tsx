import { useSuspenseQuery } from '@tanstack/react-query';
import { useEngine } from '../../engine/context';
import { PageView } from '../../engine/page-view/PageView';
import { pageViewQuery } from '../../engine/page-view/page-view-query';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { HOME_PAGE_VIEW } from '.';

export default function HomeScreen() {
  const { api } = useEngine();
  const { data: pageView } = useSuspenseQuery(pageViewQuery(api, HOME_PAGE_VIEW));
  return (
    <div className="ks-page">
      <PageMeta title={null} canonical="/" />
      <PageView blocks={pageView.blocks} updatedAt={pageView.updated_at} />
    </div>
  );
}
