// Loaded through Vite (bench/run.ts) so block CSS imports resolve exactly as in the app.
import { Render as PuckRender, type Config as PuckConfig, type Data as PuckData } from '@puckeditor/core';
import { QueryClientProvider, useSuspenseQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { blocks } from '../blocks';
import { blogPostsQuery } from '../blocks/blog-post-grid-3/blog-posts-queries';
import BlogPostGrid from '../blocks/blog-post-grid-3/BlogPostGrid';
import BuyingGuide from '../blocks/buying-guide/BuyingGuide';
import { buyingGuideQuery } from '../blocks/buying-guide/guide-queries';
import Carousel from '../blocks/carousel/Carousel';
import CollapsableContent from '../blocks/collapsable-content-butter/CollapsableContent';
import ContentPreview from '../blocks/content-preview/ContentPreview';
import Hero from '../blocks/hero/Hero';
import HomeFeaturedCategories from '../blocks/home-featured-categories/HomeFeaturedCategories';
import { itemGridQuery, type ItemGridBlock } from '../blocks/item-grid/grid-queries';
import ItemGrid from '../blocks/item-grid/ItemGrid';
import TextParagraph from '../blocks/text-paragraph/TextParagraph';
import TextTitle from '../blocks/text-title/TextTitle';
import { EngineProvider, PageView, prefetchPageView, type BlockDataQuery, type EngineContextValue } from '../engine';
import { createQueryClient } from '../host/app/query-client';
import { renderWhole } from '../host/render/render-whole';
import { blockSchemas, type BlockOf } from '../schemas/blocks';
import { sanitizeSections } from '../ui/cms/sections';
import { fixtureApi } from './fixture-api';
import { compareRatios } from './measure';
import { fixtureItems, largePageViewBlocks } from './page-view-fixture';

function GridWithData({ block, engine }: { block: ItemGridBlock; engine: EngineContextValue }) {
  const { data } = useSuspenseQuery(itemGridQuery(block, { api: engine.api, signedIn: false }));
  return <ItemGrid block={block} data={data} />;
}

/** The layouts `handWritten` renders: the 60-block page cycles through these. */
const HAND_WRITTEN_LAYOUTS = [
  'hero',
  'carousel',
  'text-title',
  'text-paragraph',
  'home-featured-categories',
  'item-grid-1-row',
  'item-grid-2-rows',
  'item-grid-horizontal-scroll',
  'content-preview',
  'collapsable-content-butter',
  'blog-post-grid-3',
  'buying-guide',
] as const;

/** A block's data by hand: the query, then the component. */
function WithQuery<D, K extends QueryKey>({
  query,
  render,
}: {
  query: BlockDataQuery<D, K>;
  render: (data: D) => ReactElement;
}) {
  return render(useSuspenseQuery(query).data);
}

/** One block as a developer would write it by hand: typed props, its data query, no engine. */
function renderByHand(block: HandWrittenBlock, engine: EngineContextValue): ReactElement {
  switch (block.layout) {
    case 'hero':
      return <Hero key={block.id} block={block} data={undefined} />;
    case 'carousel':
      return <Carousel key={block.id} block={block} data={undefined} />;
    case 'text-title':
      return <TextTitle key={block.id} block={block} data={undefined} />;
    case 'text-paragraph':
      return <TextParagraph key={block.id} block={block} data={undefined} />;
    case 'home-featured-categories':
      return <HomeFeaturedCategories key={block.id} block={block} data={undefined} />;
    case 'item-grid-1-row':
    case 'item-grid-2-rows':
    case 'item-grid-horizontal-scroll':
      return <GridWithData key={block.id} block={block} engine={engine} />;
    case 'content-preview':
      return <ContentPreview key={block.id} block={block} data={undefined} />;
    case 'collapsable-content-butter':
      return (
        <WithQuery
          key={block.id}
          query={{
            queryKey: ['cms-sections', block.id, block.sections],
            queryFn: () => sanitizeSections(block.sections),
          }}
          render={(data) => <CollapsableContent block={block} data={data} />}
        />
      );
    case 'blog-post-grid-3':
      return (
        <WithQuery
          key={block.id}
          query={blogPostsQuery(engine.api, block.query.tag_slug)}
          render={(data) => <BlogPostGrid block={block} data={data} />}
        />
      );
    case 'buying-guide':
      return (
        <WithQuery
          key={block.id}
          query={buyingGuideQuery(engine.api, block.guide_slug)}
          render={(data) => <BuyingGuide block={block} data={data} />}
        />
      );
  }
}

/** The same blocks as a developer would write them by hand: typed props, no engine. */
function handWritten(typed: HandWrittenBlock[], engine: EngineContextValue): ReactElement {
  return <>{typed.map((block) => renderByHand(block, engine))}</>;
}

type HandWrittenLayout = (typeof HAND_WRITTEN_LAYOUTS)[number];
type HandWrittenBlock = BlockOf<HandWrittenLayout>;
/**
 * Puck's <Render> (the best-known React block renderer) configured with our blocks: each layout a Puck
 * component rendering the block as by hand, so the column measures what Puck adds around the same blocks.
 */
function puckSetup(typed: HandWrittenBlock[], engine: EngineContextValue) {
  // Puck types a component's props from its fields; these blocks have none (nothing is edited here), so its
  // default props type carries the typed block Puck hands back as it was given.
  const config: PuckConfig = {
    components: Object.fromEntries(
      HAND_WRITTEN_LAYOUTS.map((layout) => [layout, { render: ({ block }) => renderByHand(block, engine) }]),
    ),
  };
  const data: PuckData = {
    root: { props: {} },
    content: typed.map((block) => ({ type: block.layout, props: { id: String(block.id), block } })),
  };
  return <PuckRender config={config} data={data} />;
}

/**
 * Renders as the host renders a page (renderWhole: the whole page once ready, every boundary inlined), and
 * returns the HTML's length.
 */
async function renderToString(element: ReactElement, queryClient: QueryClient, engine: EngineContextValue) {
  const html = await renderWhole(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={engine}>{element}</EngineProvider>
    </QueryClientProvider>,
    { path: '/bench' },
  );
  return html.length;
}

/** The three renders `ssrRenderBench` compares, in the order of its medians and ratios. */
export const SSR_VARIANTS = ['pageView', 'handWritten', 'puck'] as const;
export type SsrVariant = (typeof SSR_VARIANTS)[number];

/**
 * The three renders of a `count`-block page view, ready to time: its blocks parsed and their data and code loaded
 * beforehand, for all three alike. Each returns the length of its HTML.
 */
export async function ssrRenderVariants(count: number): Promise<Record<SsrVariant, () => Promise<number>>> {
  const raw = largePageViewBlocks(count, HAND_WRITTEN_LAYOUTS);
  const api = fixtureApi(fixtureItems());
  const engine: EngineContextValue = { api, environment: 'production', signedIn: false, blocks, track: () => {} };
  const queryClient = createQueryClient();
  await prefetchPageView(raw, { api, signedIn: false, registry: blocks, queryClient });
  await Promise.all(Object.values(blocks).map((plugin) => plugin.preload()));
  const typed = raw.map((block) => handWrittenBlock(block));
  return {
    pageView: () => renderToString(<PageView blocks={raw} />, queryClient, engine),
    handWritten: () => renderToString(handWritten(typed, engine), queryClient, engine),
    puck: () => renderToString(puckSetup(typed, engine), queryClient, engine),
  };
}

/**
 * SSR of a `count`-block page view through <PageView>, as hand-written JSX and through Puck's <Render>, in
 * interleaved rounds until each one's ratio to hand-written is known to ±`halfWidth` (bench/measure.ts).
 */
export async function ssrRenderBench({
  count,
  halfWidth,
  maxRounds,
}: {
  count: number;
  halfWidth?: number;
  maxRounds?: number;
}) {
  const variants = await ssrRenderVariants(count);
  const htmlBytes = {
    pageView: await variants.pageView(),
    handWritten: await variants.handWritten(),
    puck: await variants.puck(),
  };
  const comparison = await compareRatios(
    SSR_VARIANTS.map((variant) => variants[variant]),
    { reference: SSR_VARIANTS.indexOf('handWritten'), halfWidth, maxRounds },
  );
  return { count, htmlBytes, ...comparison };
}

/** A fixture block parsed by its layout's schema, as the engine would, outside the timed renders. */
function handWrittenBlock(block: Record<string, unknown>): HandWrittenBlock {
  const layout = HAND_WRITTEN_LAYOUTS.find((candidate) => candidate === block.layout);
  if (!layout) throw new Error(`fixture layout ${String(block.layout)} is not rendered by hand`);
  return blockSchemas[layout].parse(block);
}
