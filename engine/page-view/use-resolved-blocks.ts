import { useQueryClient } from '@tanstack/react-query';
import { use, useMemo } from 'react';
import type { LanderMetaEntry } from '../../schemas/entities/lander';
import { useEngine } from '../context';
import { loadBlockValidator, loadedBlockValidator } from '../registry/block-schemas';
import { resolveBlocks, type ResolvedPage } from './resolve-blocks';
import { verdictsFor } from './validated-blocks';

/**
 * `resolveBlocks` for the current viewer and registry. A page the server validated (prefetchPageView's
 * verdicts in the query cache) resolves without the block schemas; blocks it did not validate (a client
 * navigation, the /preview editor's draft) suspend until the schemas' chunk has loaded.
 */
export function useResolvedBlocks(blocks: readonly unknown[], prefill?: readonly LanderMetaEntry[]): ResolvedPage {
  const { blocks: registry, signedIn } = useEngine();
  const queryClient = useQueryClient();
  const validator = loadedBlockValidator();
  const resolved = useMemo(
    () => resolveBlocks(blocks, { registry, signedIn, prefill, validator, verdicts: verdictsFor(queryClient, blocks) }),
    [blocks, registry, signedIn, prefill, validator, queryClient],
  );
  return resolved ?? resolveBlocks(blocks, { registry, signedIn, prefill, validator: use(loadBlockValidator()) });
}
