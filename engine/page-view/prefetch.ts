import type { QueryClient } from '@tanstack/react-query';
import { isLayout } from '../../schemas/blocks/layouts';
import type { LanderMetaEntry } from '../../schemas/entities/lander';
import type { ApiClient } from '../api/client';
import type { BlockRegistry } from '../registry/block-registry';
import { loadBlockValidator } from '../registry/block-schemas';
import { resolveBlocks, verdictOf } from './resolve-blocks';
import { rememberVerdicts } from './validated-blocks';

/**
 * Validates a page view's blocks and prefetches, in parallel, the data of every block that will be
 * shown, so a server render holds it in the first HTML and the client does not fetch it again on
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
  await Promise.all(
    page.blocks.map((entry) =>
      entry.kind === 'block'
        ? entry.prefetch({ api: options.api, signedIn: options.signedIn }, options.queryClient)
        : undefined,
    ),
  );
}

/**
 * Loads the code of every block layout present in server-rendered HTML, so hydration finds the
 * components ready instead of suspending.
 */
export async function preloadRenderedBlocks(root: ParentNode, registry: BlockRegistry): Promise<void> {
  const layouts = new Set<string>();
  root
    .querySelectorAll<HTMLElement>('[data-block-layout]')
    .forEach((node) => layouts.add(node.dataset.blockLayout ?? ''));
  await Promise.all([...layouts].filter(isLayout).map((layout) => registry[layout].preload()));
}
