import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { PageView, useEngine, type ScreenProps } from '../../engine';
import { Browse } from '../../ui/browse/Browse';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { landerFilters } from './lander-filters';
import { shopPageQuery } from './lander-queries';
import { LanderExtras } from './LanderExtras';
import { SuggestedLander } from './SuggestedLander';

export default function LanderScreen({ params }: ScreenProps) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const { data: page } = useSuspenseQuery(shopPageQuery(api, queryClient, params['*'] ?? ''));
  if (page.category) {
    const { category } = page;
    return (
      <div className="ks-page">
        <PageMeta title={category.name} canonical={`/shop/${category.slug}`} />
        <Browse
          context="browse"
          baseFilters={{ category: [String(category.id)] }}
          title={category.name}
          src={`category-${category.id}`}
        />
      </div>
    );
  }
  const { lander } = page;
  const filters = landerFilters(lander);
  return (
    <div className="ks-page">
      <PageMeta title={lander.title} canonical={lander.path} />
      <PageView blocks={lander.page_view.blocks} prefill={lander.meta} updatedAt={lander.page_view.updated_at} />
      {filters && (
        <Browse
          context="browse"
          baseFilters={filters}
          title={`Shop ${lander.title}`}
          titleAs="h2"
          src={`lander-${lander.id}`}
        />
      )}
      <LanderExtras lander={lander} />
      <SuggestedLander landerId={lander.id} />
    </div>
  );
}
