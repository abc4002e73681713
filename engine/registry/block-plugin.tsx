import {
  hashKey,
  isServer,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { BlockOf, Layout } from '../../schemas/blocks';
import type { ApiClient } from '../api/client';
import { useEngine } from '../context';
import { BlockFailure } from '../page-view/block-failure';
import { blockName } from '../page-view/block-name';
import { BlockHeadingProvider, type BlockHeading, type HeadingRole } from '../page-view/headings';
import { preloadable } from './preloadable';

/** What a block's data factory may use. */
export interface BlockDataContext {
  api: ApiClient;
  signedIn: boolean;
  /** Objects a v2 lander pre-fills this block with (its meta entry whose block_id matches). */
  prefill?: readonly unknown[];
}

/** The query a block's data comes from: TanStack options, so the server can prefetch it. */
export type BlockDataQuery<D, K extends QueryKey = QueryKey> = UseSuspenseQueryOptions<D, Error, D, K>;

/** Props of a block component: its validated block and, when the plugin declares data, the data. */
export interface BlockProps<L extends Layout, D = undefined> {
  block: BlockOf<L>;
  data: D;
}

/** What every block plugin declares, with or without data. */
interface BlockSpecBase<L extends Layout> {
  layout: L;
  /**
   * The role of the block's headline on the page (default 'section'): a 'hero' or a 'title' block
   * may own the page's h1 and decides the levels of the section titles around it.
   */
  heading?: HeadingRole;
}

/** A block with no data of its own: everything it shows is in the CMS block. */
export interface StaticBlockSpec<L extends Layout> extends BlockSpecBase<L> {
  /** The component module, loaded lazily so a page downloads only the layouts it uses. */
  load: () => Promise<{ default: ComponentType<BlockProps<L>> }>;
}

/**
 * The module of a block that shows data fetched for it (items, categories...): its component and its data query,
 * one chunk loaded when the block is shown, so no page's first script holds the queries of blocks it lacks.
 */
export interface DataBlockModule<L extends Layout, D, K extends QueryKey = QueryKey> {
  default: ComponentType<BlockProps<L, D>>;
  /** The block's data query, prefetched on the server so the first HTML holds it. */
  data: (block: BlockOf<L>, context: BlockDataContext) => BlockDataQuery<D, K>;
}

/** A block that shows data fetched for it. */
export interface DataBlockSpec<L extends Layout, D, K extends QueryKey = QueryKey> extends BlockSpecBase<L> {
  load: () => Promise<DataBlockModule<L, D, K>>;
}

/** A block's module, loaded: a static block's component, or a data block's component and query. */
type BlockModule<L extends Layout, D, K extends QueryKey> =
  { default: ComponentType<BlockProps<L>>; data?: undefined } | DataBlockModule<L, D, K>;

/** Props the engine renders a plugin with. */
export interface BlockRenderProps<L extends Layout> {
  block: BlockOf<L>;
  prefill?: readonly unknown[];
  /** Whether the block holds the page's h1 (<PageView> decides); alone, outside a page, it does. */
  ownsH1?: boolean;
}

/**
 * A registered block: the engine renders `Render` and prefetches with `prefetch`. It validates with the
 * layout's schema from schemas/blocks, which it loads apart (registry/block-schemas.ts): a plugin holds
 * no schema, so the browser hydrates a server-validated page without building them.
 */
export interface BlockPlugin<L extends Layout> {
  readonly layout: L;
  /** The role of the block's headline: the page's heading levels are decided from it. */
  readonly heading: HeadingRole;
  readonly Render: ComponentType<BlockRenderProps<L>>;
  /** Loads the component code; the client awaits it for blocks already in the server HTML. */
  preload(): Promise<void>;
  /** Fills the query cache with this block's data (no-op for blocks without data). */
  prefetch(block: BlockOf<L>, context: BlockDataContext, queryClient: QueryClient): Promise<void>;
}

/**
 * Defines a block plugin. Pure: importing or calling it registers nothing; the plugin takes effect
 * when listed in blocks/index.ts. The schema comes from schemas/blocks for `layout`, so props are
 * always the validated data of that layout.
 */
export function defineBlock<L extends Layout>(spec: StaticBlockSpec<L>): BlockPlugin<L>;
export function defineBlock<L extends Layout, D, K extends QueryKey>(spec: DataBlockSpec<L, D, K>): BlockPlugin<L>;
export function defineBlock<L extends Layout, D, K extends QueryKey>(
  spec: StaticBlockSpec<L> | DataBlockSpec<L, D, K>,
): BlockPlugin<L> {
  const heading = spec.heading ?? 'section';
  // The two values a block's headline context takes, made once: no object per rendered block.
  const headline: Record<'owner' | 'other', BlockHeading> = {
    owner: { role: heading, ownsH1: true },
    other: { role: heading, ownsH1: false },
  };
  let module: BlockModule<L, D, K> | undefined;
  // preloadable loads once: one body per plugin.
  const { Component, preload, loaded } = preloadable<BodyProps<L>>(() =>
    spec.load().then((loadedModule: BlockModule<L, D, K>) => {
      module = loadedModule;
      return { default: bodyOf(loadedModule) };
    }),
  );
  function Block({ block, prefill, ownsH1 = true }: BlockRenderProps<L>) {
    // On the server, once loaded, the body itself (a fresh tree each request: the preloadable wrapper's
    // once-per-instance choice, which keeps a browser's instance from remounting, buys nothing there).
    const Body = (isServer && loaded()) || Component;
    return (
      <BlockHeadingProvider value={ownsH1 ? headline.owner : headline.other}>
        <Body block={block} data={undefined} prefill={prefill} />
      </BlockHeadingProvider>
    );
  }
  Block.displayName = `Block(${spec.layout})`;
  return {
    layout: spec.layout,
    heading,
    preload,
    Render: Block,
    prefetch: async (block, context, queryClient) => {
      await preload();
      const dataOf = module?.data;
      if (dataOf) await queryClient.prefetchQuery(dataOf(block, context));
    },
  };
}

/** What a block's body renders with: a static block's component takes it as it is (prefill aside). */
interface BodyProps<L extends Layout> {
  block: BlockOf<L>;
  data: undefined;
  prefill?: readonly unknown[];
}

/**
 * A block's body once its module is loaded: a static block's component itself; a data block's component fed by
 * its query (one component for the two, so a static block costs no extra layer).
 */
function bodyOf<L extends Layout, D, K extends QueryKey>(module: BlockModule<L, D, K>): ComponentType<BodyProps<L>> {
  if (!module.data) return module.default;
  const { data: dataOf, default: Body } = module;
  function BlockWithData({ block, prefill }: BodyProps<L>) {
    const { api, signedIn } = useEngine();
    const query = dataOf(block, { api, signedIn, prefill });
    const queryClient = useQueryClient();
    // The key is hashed once, here, and handed to the query, which would otherwise hash it again.
    const queryHash = query.queryHash ?? (query.queryKeyHashFn ?? hashKey)(query.queryKey);
    // On the server a failed query is marked as the block's (see BlockFailure); the browser
    // fetches it again and the block's error boundary takes what it throws there.
    const failed = isServer ? queryClient.getQueryCache().get(queryHash)?.state : undefined;
    if (failed?.status === 'error') throw new BlockFailure(blockName(block.id, block.layout), failed.error);
    const { data } = useSuspenseQuery({ ...query, queryHash });
    return <Body block={block} data={data} />;
  }
  return BlockWithData;
}
