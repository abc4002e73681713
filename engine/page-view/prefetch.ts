import type { QueryClient } from '@tanstack/react-query';
import { isLayout } from '../../schemas/blocks/layouts';
import type { LanderMetaEntry } from '../../schemas/entities/lander';
import type { ApiClient } from '../api/client';
import { deferHydration } from '../hydration/deferred-hydration';
import { preloadLayouts, type BlockRegistry } from '../registry/block-registry';
import { loadBlockValidator } from '../registry/block-schemas';
import { blockGateKey } from './block-name';
import { resolveBlocks, verdictOf, type RenderableBlock } from './resolve-blocks';
import { rememberVerdicts } from './validated-blocks';

/**
 * Validates a page view's blocks and prefetches, in parallel, the data of every block that will be
 * shown and the code of their layouts, so a server render suspends on none of them: every block is
 * in place in the first HTML (host/README.md) and the client does not fetch its data again on
 * hydration. The verdicts go into the query cache too (validated-blocks.ts): the browser hydrates the
 * page from them without loading the block schemas.
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
  const page = resolveBlocks(blocks, { ...options, validator: await loadBlockValidator() });
  rememberVerdicts(
    options.queryClient,
    blocks,
    page.blocks.map((entry, index) => verdictOf(blocks[index], entry)),
  );
  const shown = page.blocks.filter((entry): entry is RenderableBlock => entry.kind === 'block');
  await Promise.all([
    preloadLayouts(
      options.registry,
      shown.map((entry) => entry.layout),
    ),
    ...shown.map((entry) => entry.prefetch({ api: options.api, signedIn: options.signedIn }, options.queryClient)),
  ]);
}

/**
 * Loads the code of the blocks of the server's HTML that are on screen, so their hydration finds the
 * components ready instead of suspending, and defers the others' until they are near or used
 * (engine/hydration/deferred-hydration.ts).
 */
export function preloadRenderedBlocks(root: ParentNode, registry: BlockRegistry): Promise<void> {
  return deferHydration(
    [...root.querySelectorAll<HTMLElement>('[data-block-layout]')].flatMap((element) => {
      const { blockLayout: layout = '', blockId: id = '' } = element.dataset;
      if (!isLayout(layout)) return [];
      return [{ key: blockGateKey(id), element, load: () => preloadLayouts(registry, [layout]) }];
    }),
  );
}
