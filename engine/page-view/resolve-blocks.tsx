import type { ReactElement } from 'react';
import { z } from 'zod';
import { isLayout, type Layout } from '../../schemas/blocks';
import type { LanderMetaEntry } from '../../schemas/entities/lander';
import type { BlockPlugin } from '../registry/block-plugin';
import { blockPluginFor, type BlockRegistry } from '../registry/block-registry';
import { blockName } from './block-name';
import type { HeadingRole } from './headings';

/** A block that passed its schema and may be shown. */
export interface RenderableBlock {
  kind: 'block';
  key: string;
  id: number;
  layout: Layout;
  /** The role its plugin declares for the block's headline. */
  heading: HeadingRole;
  /** The validated block rendered by its plugin, ready to mount. */
  element: () => ReactElement;
  /** Fills the query cache with the block's data. */
  prefetch: (
    args: Parameters<BlockPlugin<Layout>['prefetch']>[1],
    queryClient: Parameters<BlockPlugin<Layout>['prefetch']>[2],
  ) => Promise<void>;
}

/** A block that is not shown; outside production its reason is shown as a notice. */
export interface SkippedBlock {
  kind: 'skipped';
  key: string;
  reason: 'unknown-layout' | 'invalid' | 'login-required';
  message: string;
  /** The block's layout, when it names one. */
  layout?: string;
  /** For an invalid block: each schema issue, with its dotted path inside the block. */
  issues?: BlockIssue[];
}

/** One reason a block failed its layout's schema. */
export interface BlockIssue {
  path: string;
  message: string;
}

export type ResolvedBlock = RenderableBlock | SkippedBlock;

export interface ResolvedPage {
  blocks: ResolvedBlock[];
  /** The page shows a block whose plugin declares `heading: 'hero'`. */
  hasHero: boolean;
  /** The page shows a block whose plugin declares `heading: 'title'`. */
  hasTitleBlock: boolean;
  /** The key of the block that holds the page's h1: the first hero, else the first title block. */
  h1Key: string | null;
}

const blockHead = z.object({ layout: z.string(), id: z.unknown().optional(), login_required: z.boolean().nullish() });

/**
 * Applies the block rules of spec §2.7 to a page view's raw blocks: each block is validated on its
 * own against its layout's schema; unknown layouts, invalid blocks and login_required blocks seen
 * by a guest are skipped with a reason. Pure: no rendering, no fetching.
 */
export function resolveBlocks(
  rawBlocks: readonly unknown[],
  options: { registry: BlockRegistry; signedIn: boolean; prefill?: readonly LanderMetaEntry[] },
): ResolvedPage {
  const prefillById = new Map(options.prefill?.map((entry) => [entry.block_id, entry.objects]));
  const blocks = rawBlocks.map((raw, index): ResolvedBlock => {
    const key = `${index}`;
    const head = blockHead.safeParse(raw);
    if (!head.success) {
      return { kind: 'skipped', key, reason: 'invalid', message: `Block #${index + 1} has no layout` };
    }
    const { layout } = head.data;
    const name = blockName(blockLabel(head.data.id, index), layout);
    if (!isLayout(layout)) {
      return { kind: 'skipped', key, reason: 'unknown-layout', layout, message: `${name}: unknown layout` };
    }
    if (head.data.login_required && !options.signedIn) {
      return {
        kind: 'skipped',
        key,
        reason: 'login-required',
        layout,
        message: `${name} is shown to signed-in users only`,
      };
    }
    return parseBlock(blockPluginFor(options.registry, layout), raw, key, name, prefillById);
  });
  const shown = blocks.filter((block): block is RenderableBlock => block.kind === 'block');
  const firstHero = shown.find((block) => block.heading === 'hero');
  const firstTitle = shown.find((block) => block.heading === 'title');
  return {
    blocks,
    hasHero: Boolean(firstHero),
    hasTitleBlock: Boolean(firstTitle),
    h1Key: (firstHero ?? firstTitle)?.key ?? null,
  };
}

/**
 * How notices name a block: its id when it is a number (or a string, quoted), else its position.
 * The id is unvalidated CMS data here: an object (`{"toString":1}`) must not reach String().
 */
function blockLabel(id: unknown, index: number): string {
  if (typeof id === 'number') return String(id);
  if (typeof id === 'string') return JSON.stringify(id.slice(0, 40));
  return `#${index + 1}`;
}

function parseBlock<L extends Layout>(
  plugin: BlockPlugin<L>,
  raw: unknown,
  key: string,
  name: string,
  prefillById: ReadonlyMap<number, readonly unknown[]>,
): ResolvedBlock {
  const result = plugin.schema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.') || '(block)',
      message: issue.message,
    }));
    const problems = issues.map((issue) => `${issue.path}: ${issue.message}`);
    return {
      kind: 'skipped',
      key,
      reason: 'invalid',
      layout: plugin.layout,
      issues,
      message: `${name} is invalid: ${problems.join('; ')}`,
    };
  }
  const block = result.data;
  const prefill = prefillById.get(block.id);
  const { Render } = plugin;
  return {
    kind: 'block',
    key: `${key}:${block.id}`,
    id: block.id,
    layout: plugin.layout,
    heading: plugin.heading,
    element: () => <Render block={block} prefill={prefill} />,
    prefetch: (context, queryClient) => plugin.prefetch(block, { ...context, prefill }, queryClient),
  };
}
