// Loaded through Vite (bench/run.ts) so block CSS imports resolve exactly as in the app.
import { PassThrough } from 'node:stream';
import { QueryClientProvider, useSuspenseQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { blocks } from '../blocks';
import { blogPostsQuery } from '../blocks/blog-post-grid-3/blog-posts-query';
import BlogPostGrid from '../blocks/blog-post-grid-3/BlogPostGrid';
import BuyingGuide from '../blocks/buying-guide/BuyingGuide';
import { buyingGuideQuery } from '../blocks/buying-guide/guide-query';
import Carousel from '../blocks/carousel/Carousel';
import CollapsableContent from '../blocks/collapsable-content-butter/CollapsableContent';
import ContentPreview from '../blocks/content-preview/ContentPreview';
import Hero from '../blocks/hero/Hero';
import HomeFeaturedCategories from '../blocks/home-featured-categories/HomeFeaturedCategories';
import { itemGridQuery, type ItemGridBlock } from '../blocks/item-grid/grid-query';
import ItemGrid from '../blocks/item-grid/ItemGrid';
import TextParagraph from '../blocks/text-paragraph/TextParagraph';
import TextTitle from '../blocks/text-title/TextTitle';
import { EngineProvider, PageView, prefetchPageView, type BlockDataQuery, type EngineContextValue } from '../engine';
import { createQueryClient } from '../host/app/query-client';
import { blockSchemas, isLayout, type AnyBlock } from '../schemas/blocks';
import { sanitizeSections } from '../ui/cms/sections';
import { fixtureApi } from './fixture-api';
import { compare } from './measure';
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

/** The same blocks as a developer would write them by hand: typed props, no engine. */
function handWritten(typed: AnyBlock[], engine: EngineContextValue): ReactElement {
  return (
    <>
      {typed.map((block) => {
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
      })}
    </>
  );
}

function renderToString(element: ReactElement, queryClient: QueryClient, engine: EngineContextValue): Promise<number> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <QueryClientProvider client={queryClient}>
        <EngineProvider value={engine}>{element}</EngineProvider>
      </QueryClientProvider>,
      {
        onShellError: reject,
        onAllReady() {
          let length = 0;
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => (length += chunk.length));
          sink.on('end', () => resolve(length));
          stream.pipe(sink);
        },
      },
    );
  });
}

/** Median SSR time of a `count`-block page view through <PageView> and as hand-written JSX. */
export async function ssrRenderBench({ count, runs }: { count: number; runs: number }) {
  const raw = largePageViewBlocks(count, HAND_WRITTEN_LAYOUTS);
  const api = fixtureApi(fixtureItems());
  const engine: EngineContextValue = { api, environment: 'production', signedIn: false, blocks, track: () => {} };
  const queryClient = createQueryClient();
  await prefetchPageView(raw, { api, signedIn: false, registry: blocks, queryClient });
  await Promise.all(Object.values(blocks).map((plugin) => plugin.preload()));
  const typed = raw.map((block) => {
    const layout = String(block.layout);
    if (!isLayout(layout)) throw new Error(`fixture layout ${layout} has no schema`);
    return blockSchemas[layout].parse(block) as AnyBlock;
  });
  const sizes = {
    pageView: await renderToString(<PageView blocks={raw} />, queryClient, engine),
    handWritten: await renderToString(handWritten(typed, engine), queryClient, engine),
  };
  const median = await compare(
    () => renderToString(<PageView blocks={raw} />, queryClient, engine),
    () => renderToString(handWritten(typed, engine), queryClient, engine),
    { runs },
  );
  return { count, pageViewMs: median.a, handWrittenMs: median.b, htmlBytes: sizes };
}
