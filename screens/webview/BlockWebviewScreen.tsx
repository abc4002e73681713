import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { PageView, pageViewQuery, useEngine, type ScreenProps } from '../../engine';
import { NativeLinks } from '../../ui/native-bridge/NativeLinks';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { blockById, webviewPlatform } from './block-by-id';

export default function BlockWebviewScreen({ params }: ScreenProps) {
  const { api } = useEngine();
  const search = useSearch();
  const platform = webviewPlatform(new URLSearchParams(search));
  const { data: pageView } = useSuspenseQuery(pageViewQuery(api, params.pageViewId ?? '', platform));
  const blocks = useMemo(() => [blockById(pageView.blocks, params.blockId)], [pageView.blocks, params.blockId]);
  return (
    <NativeLinks>
      <PageMeta title={pageView.title ?? null} canonical={false} />
      <PageView blocks={blocks} />
    </NativeLinks>
  );
}
