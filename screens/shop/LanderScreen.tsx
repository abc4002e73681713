import { useSuspenseQuery } from '@tanstack/react-query';
import type { ScreenProps } from '../../engine/registry/screen-plugin';
import { useEngine } from '../../engine/context';
import { PageView } from '../../engine/page-view/PageView';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { LanderExtras } from './LanderExtras';
import { landerQuery } from './lander-queries';

export default function LanderScreen({ params }: ScreenProps) {
  const { api } = useEngine();
  const { data: lander } = useSuspenseQuery(landerQuery(api, params['*'] ?? ''));
  return (
    <div className="ks-page">
      <PageMeta title={lander.title} canonical={lander.path} />
      <PageView blocks={lander.page_view.blocks} prefill={lander.meta} updatedAt={lander.page_view.updated_at} />
      <LanderExtras lander={lander} />
    </div>
  );
}
