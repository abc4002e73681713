import type { QueryClient } from '@tanstack/react-query';
import { isLayout } from '../../schemas/blocks';
import type { LanderMetaEntry } from '../../schemas/entities/lander';
import type { ApiClient } from '../api/client';
import { preloadLayouts, type BlockRegistry } from '../registry/block-registry';
import { resolveBlocks, type RenderableBlock } from './resolve-blocks';

/**
 * Prefetches, in parallel, the data of every block of a page view that will be shown and loads the
 * code of their layouts, so a server render suspends on none of them: every block is in place in
 * the first HTML (host/README.md) and the client does not fetch its data again on hydration.
 */
export async function prefetchPageView(
  blocks: readonly unknown[],
  options: {
    api: ApiClient;
    signedIn: boolean;
    registry: BlockRegistry;
    queryClient: QueryClient;
    prefill?: readonly LanderMetaEntry[];
  },
): Promise<void> {
  const shown = resolveBlocks(blocks, options).blocks.filter(
    (entry): entry is RenderableBlock => entry.kind === 'block',
  );
  await Promise.all([
    preloadLayouts(
      options.registry,
      shown.map((entry) => entry.layout),
    ),
    ...shown.map((entry) => entry.prefetch({ api: options.api, signedIn: options.signedIn }, options.queryClient)),
  ]);
}

/**
 * Loads the code of every block layout present in server-rendered HTML, so hydration finds the
 * components ready instead of suspending.
 */
export async function preloadRenderedBlocks(root: ParentNode, registry: BlockRegistry): Promise<void> {
  const layouts = [...root.querySelectorAll<HTMLElement>('[data-block-layout]')].map(
    (node) => node.dataset.blockLayout ?? '',
  );
  await preloadLayouts(registry, layouts.filter(isLayout));
}
