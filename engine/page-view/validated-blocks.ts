import type { QueryClient } from '@tanstack/react-query';
import type { BlockVerdict } from './resolve-blocks';

/**
 * The server's verdicts on a page view's blocks, so the browser hydrates the page without loading the
 * block schemas. `prefetchPageView` validates the blocks and stores the verdicts in the query cache under
 * a fingerprint of the raw blocks, so they travel in the dehydrated state beside the page view itself and
 * apply only to blocks of exactly that content (a refetched, edited page view is validated again).
 * Within one process the verdicts are also found by the blocks array itself, which spares the server's
 * render the fingerprint.
 */
const byArray = new WeakMap<readonly unknown[], readonly BlockVerdict[]>();

const verdictsKey = (blocks: readonly unknown[]) => ['validated-blocks', blocksFingerprint(blocks)] as const;

export function rememberVerdicts(
  queryClient: QueryClient,
  blocks: readonly unknown[],
  verdicts: readonly BlockVerdict[],
): void {
  byArray.set(blocks, verdicts);
  queryClient.setQueryData(verdictsKey(blocks), verdicts);
}

export function verdictsFor(queryClient: QueryClient, blocks: readonly unknown[]): readonly BlockVerdict[] | undefined {
  return byArray.get(blocks) ?? queryClient.getQueryData<readonly BlockVerdict[]>(verdictsKey(blocks));
}

/**
 * A 53-bit hash (cyrb53) of the blocks' JSON, as 11 base-36 digits. Not a security boundary: the verdicts
 * and the blocks come from the same server in the same response; the fingerprint only tells this page
 * view's content from another's, so a collision would need two page views the server sent.
 */
export function blocksFingerprint(blocks: readonly unknown[]): string {
  const text = JSON.stringify(blocks);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
