import type { ReactElement } from 'react';
import type { BlockOf, Layout } from '../../schemas/blocks';
import { isLayout } from '../../schemas/blocks/layouts';
import type { LanderMetaEntry } from '../../schemas/entities/lander';
import type { BlockPlugin } from '../registry/block-plugin';
import { blockPluginFor, type BlockRegistry } from '../registry/block-registry';
import type { BlockCheck, BlockValidator } from '../registry/block-schemas';
import { blockName } from './block-name';
import type { HeadingRole } from './headings';

/** A block that passed its schema and may be shown. */
export interface RenderableBlock {
  kind: 'block';
  key: string;
  id: number;
  layout: Layout;
  /** The validated block. */
  block: unknown;
  /** The role its plugin declares for the block's headline. */
  heading: HeadingRole;
  /** The validated block rendered by its plugin, ready to mount; `ownsH1` when it holds the page's h1. */
  element: (ownsH1: boolean) => ReactElement;
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

/**
 * What the server's validation found for one block, handed to the browser so it hydrates without the
 * schemas: valid (with the parsed block only when parsing changed it: a default filled in), invalid
 * with the schema's issues, or null when the server did not validate it (no layout, unknown layout, a
 * guest's login_required block): those rules need no schema, so the browser applies them itself.
 */
export type BlockVerdict = { valid: true; block?: unknown } | { valid: false; issues: BlockIssue[] } | null;

/** How blocks are checked against their schemas: by the schemas themselves, or by the server's verdicts. */
export interface BlockValidation {
  validator?: BlockValidator;
  /** The server's verdicts for these very blocks, by position (see validated-blocks.ts). */
  verdicts?: readonly BlockVerdict[];
}

type ResolveOptions = {
  registry: BlockRegistry;
  signedIn: boolean;
  prefill?: readonly LanderMetaEntry[];
} & BlockValidation;

/** A block's head, checked by hand so deciding what a block is needs no zod: a layout, an id, login_required. */
function blockHead(raw: unknown): { layout: string; id: unknown; loginRequired: boolean } | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const { layout, id, login_required: loginRequired } = raw as Record<string, unknown>;
  if (typeof layout !== 'string') return null;
  if (loginRequired !== undefined && loginRequired !== null && typeof loginRequired !== 'boolean') return null;
  return { layout, id, loginRequired: loginRequired === true };
}

/**
 * Applies the block rules of spec §2.7 to a page view's raw blocks: each block is validated on its
 * own against its layout's schema; unknown layouts, invalid blocks and login_required blocks seen
 * by a guest are skipped with a reason. Pure: no rendering, no fetching. Returns null when a block
 * must be validated and neither the validator nor a verdict for it was given.
 */
export function resolveBlocks(
  rawBlocks: readonly unknown[],
  options: ResolveOptions & { validator: BlockValidator },
): ResolvedPage;
export function resolveBlocks(rawBlocks: readonly unknown[], options: ResolveOptions): ResolvedPage | null;
export function resolveBlocks(rawBlocks: readonly unknown[], options: ResolveOptions): ResolvedPage | null {
  const prefillById = new Map(options.prefill?.map((entry) => [entry.block_id, entry.objects]));
  const blocks: ResolvedBlock[] = [];
  for (const [index, raw] of rawBlocks.entries()) {
    const block = resolveBlock(raw, index, options, prefillById);
    if (!block) return null;
    blocks.push(block);
  }
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

function resolveBlock(
  raw: unknown,
  index: number,
  options: { registry: BlockRegistry; signedIn: boolean } & BlockValidation,
  prefillById: ReadonlyMap<number, readonly unknown[]>,
): ResolvedBlock | null {
  const key = `${index}`;
  const head = blockHead(raw);
  if (!head) {
    return { kind: 'skipped', key, reason: 'invalid', message: `Block #${index + 1} has no layout` };
  }
  const { layout } = head;
  const name = blockName(blockLabel(head.id, index), layout);
  if (!isLayout(layout)) {
    return { kind: 'skipped', key, reason: 'unknown-layout', layout, message: `${name}: unknown layout` };
  }
  if (head.loginRequired && !options.signedIn) {
    return {
      kind: 'skipped',
      key,
      reason: 'login-required',
      layout,
      message: `${name} is shown to signed-in users only`,
    };
  }
  const verdict = options.verdicts?.[index];
  const checked = verdict ? fromVerdict<typeof layout>(raw, verdict) : options.validator?.validate(layout, raw);
  if (!checked) return null;
  return toResolved(blockPluginFor(options.registry, layout), checked, key, name, prefillById);
}

/**
 * The server's verdict as a validation result. The one place the browser trusts a block it did not parse:
 * the server parsed this very block (same position, same content: validated-blocks.ts keys verdicts by a
 * fingerprint of the raw blocks) and shipped the parsed block whenever parsing changed it.
 */
function fromVerdict<L extends Layout>(raw: unknown, verdict: NonNullable<BlockVerdict>): BlockCheck<L> {
  if (!verdict.valid) return { success: false, issues: verdict.issues };
  return { success: true, data: (verdict.block ?? raw) as BlockOf<L> };
}

/** The server's verdict on a resolved block, for the browser (see BlockVerdict). */
export function verdictOf(raw: unknown, resolved: ResolvedBlock): BlockVerdict {
  if (resolved.kind === 'block')
    return containedIn(resolved.block, raw) ? { valid: true } : { valid: true, block: resolved.block };
  return resolved.issues ? { valid: false, issues: resolved.issues } : null;
}

/** Whether every value of `parsed` is in `raw` at the same place (raw may hold more keys: the schema strips them). */
function containedIn(parsed: unknown, raw: unknown): boolean {
  if (parsed === raw) return true;
  if (typeof parsed !== 'object' || parsed === null || typeof raw !== 'object' || raw === null) return false;
  if (Array.isArray(parsed)) {
    return Array.isArray(raw) && parsed.length === raw.length && parsed.every((value, i) => containedIn(value, raw[i]));
  }
  if (Array.isArray(raw)) return false;
  const rawRecord = raw as Record<string, unknown>;
  return Object.entries(parsed).every(([key, value]) => containedIn(value, rawRecord[key]));
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

function toResolved<L extends Layout>(
  plugin: BlockPlugin<L>,
  result: BlockCheck<L>,
  key: string,
  name: string,
  prefillById: ReadonlyMap<number, readonly unknown[]>,
): ResolvedBlock {
  if (!result.success) {
    const { issues } = result;
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
    block,
    layout: plugin.layout,
    heading: plugin.heading,
    element: (ownsH1) => <Render block={block} prefill={prefill} ownsH1={ownsH1} />,
    prefetch: (context, queryClient) => plugin.prefetch(block, { ...context, prefill }, queryClient),
  };
}
