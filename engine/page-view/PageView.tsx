import { Suspense, useMemo } from 'react';
import type { LanderMetaEntry } from '../../schemas/entities/lander';
import { useEngine } from '../context';
import { useErrorReporter } from '../error-reporting/use-error-reporter';
import { HydrationGate } from '../hydration/HydrationGate';
import { blockGateKey, blockName } from './block-name';
import { BlockBoundary } from './BlockBoundary';
import { BlockNotice } from './BlockNotice';
import { PageHeadingsProvider } from './headings';
import { PageViewUpdatedAtProvider } from './page-view-updated-at';
import { useResolvedBlocks } from './use-resolved-blocks';

/** What a block shows while its code loads in the browser (never on the server, which waits for every block). */
const loadingBlock = <div className="ks-block-loading" aria-busy="true" />;

export interface PageViewProps {
  /** The page view's raw blocks, as the CMS sent them; each is validated on its own. */
  blocks: readonly unknown[];
  /** v2 lander prefills: objects for the block whose id is block_id. */
  prefill?: readonly LanderMetaEntry[];
  /** The page view's updated_at, for blocks that key state to this version of the page. */
  updatedAt?: string;
}

/**
 * Renders a CMS page view: every block dispatched to its plugin, each in its own error boundary
 * and Suspense boundary, with the rules of spec §2.7. Block code loads lazily; on the server every
 * block still renders into the first HTML. In the browser a block of the server's HTML that is not on screen
 * hydrates later (engine/hydration): its boundary keeps the server's HTML until then.
 */
export function PageView({ blocks, prefill, updatedAt }: PageViewProps) {
  const { environment } = useEngine();
  const page = useResolvedBlocks(blocks, prefill);
  const reporter = useErrorReporter();
  const showNotices = environment !== 'production';
  const { hasHero, hasTitleBlock } = page;
  const headings = useMemo(() => ({ hasHero, hasTitleBlock }), [hasHero, hasTitleBlock]);
  return (
    <PageViewUpdatedAtProvider value={updatedAt}>
      <PageHeadingsProvider value={headings}>
        {page.blocks.map((entry) => {
          if (entry.kind === 'skipped')
            return showNotices ? <BlockNotice key={entry.key} message={entry.message} /> : null;
          return (
            <div key={entry.key} className="ks-block" data-block-layout={entry.layout} data-block-id={entry.id}>
              <BlockBoundary name={blockName(entry.id, entry.layout)} showNotice={showNotices} reporter={reporter}>
                <Suspense fallback={loadingBlock}>
                  <HydrationGate gateKey={blockGateKey(entry.id)}>
                    {entry.element(entry.key === page.h1Key)}
                  </HydrationGate>
                </Suspense>
              </BlockBoundary>
            </div>
          );
        })}
      </PageHeadingsProvider>
    </PageViewUpdatedAtProvider>
  );
}
