import { dehydrate, hydrate } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBlockValidator } from '../registry/block-schemas';
import { offlineApi, renderWithEngine, testQueryClient, testRegistry } from '../testing';
import { PageView } from './PageView';
import { prefetchPageView } from './prefetch';
import { resolveBlocks, verdictOf, type BlockVerdict } from './resolve-blocks';
import { blocksFingerprint } from './validated-blocks';

const title = (id: number, text: string) => ({ id, layout: 'text-title', title: text });

/** The server's side: prefetch the page view, then what the boot script carries (its JSON). */
async function serverRender(blocks: unknown[]) {
  const queryClient = testQueryClient();
  await prefetchPageView(blocks, { api: offlineApi(), signedIn: false, registry: testRegistry, queryClient });
  return JSON.parse(JSON.stringify(dehydrate(queryClient))) as ReturnType<typeof dehydrate>;
}

/** The browser's side: a fresh query client hydrated from the boot data, and the page view's blocks as JSON. */
function hydrateInBrowser(state: ReturnType<typeof dehydrate>, blocks: unknown[]) {
  const queryClient = testQueryClient();
  hydrate(queryClient, state);
  const received = JSON.parse(JSON.stringify(blocks)) as unknown[];
  return renderWithEngine(<PageView blocks={received} />, { queryClient, environment: 'development' });
}

/** Replaces the verdict of the block at `index` in the dehydrated state, as if the server had said so. */
function withVerdict(state: ReturnType<typeof dehydrate>, index: number, verdict: BlockVerdict) {
  const query = state.queries.find((entry) => entry.queryKey[0] === 'validated-blocks');
  if (!query) throw new Error('the server stored no verdicts');
  (query.state.data as BlockVerdict[])[index] = verdict;
  return state;
}

describe('hydrating a page view from the server’s verdicts', () => {
  it('stores the verdicts under the fingerprint of the raw blocks, beside the page view in the dehydrated state', async () => {
    const blocks = [title(1, 'Shop by sport'), { id: 2, layout: 'hologram-wall' }];
    const state = await serverRender(blocks);
    const query = state.queries.find((entry) => entry.queryKey[0] === 'validated-blocks');
    expect(query?.queryKey).toEqual(['validated-blocks', blocksFingerprint(blocks)]);
    // Valid, and nothing shipped twice: the raw block is the parsed one. An unknown layout needs no schema.
    expect(query?.state.data).toEqual([{ valid: true }, null]);
  });

  it('renders what the server decided, without validating again', async () => {
    const blocks = [title(1, 'Shop by sport'), title(2, 'Still here')];
    const state = withVerdict(await serverRender(blocks), 0, {
      valid: false,
      issues: [{ path: 'title', message: 'refused on the server' }],
    });
    hydrateInBrowser(state, blocks);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Block 1 ("text-title") is invalid: title: refused on the server',
    );
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  });

  it('validates again blocks whose content is not what the server validated (a refetched, edited page view)', async () => {
    const blocks = [title(1, 'Shop by sport')];
    const state = withVerdict(await serverRender(blocks), 0, {
      valid: false,
      issues: [{ path: 'x', message: 'stale' }],
    });
    const edited = [title(1, 'Shop by season')];
    const queryClient = testQueryClient();
    hydrate(queryClient, state);
    renderWithEngine(<PageView blocks={edited} />, { queryClient, environment: 'development' });
    expect(await screen.findByRole('heading', { name: 'Shop by season' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('resolveBlocks without the schemas', () => {
  const options = { registry: testRegistry, signedIn: false };

  it('cannot decide a block that needs its schema when it has neither the validator nor a verdict', () => {
    expect(resolveBlocks([title(1, 'Needs a schema')], options)).toBeNull();
  });

  it('decides no layout, unknown layouts and login_required blocks for a guest without the schemas', () => {
    const page = resolveBlocks(
      [{ layout: 42 }, { id: 2, layout: 'hologram-wall' }, { ...title(3, 'Members'), login_required: true }],
      options,
    );
    expect(page?.blocks.map((block) => (block.kind === 'skipped' ? block.reason : block.kind))).toEqual([
      'invalid',
      'unknown-layout',
      'login-required',
    ]);
  });

  it('ships the parsed block when parsing changed it (a default), and only a mark when it did not', async () => {
    const validator = await loadBlockValidator();
    const shaped = { id: 5, layout: 'item-grid-shaped-v1', title: 'For you', extra: 'stripped by the schema' };
    const page = resolveBlocks([shaped, { ...title(6, 'Plain'), unknown_key: 1 }], {
      ...options,
      signedIn: true,
      validator,
    });
    const [feed, plain] = page.blocks.map((block, index) => verdictOf([shaped, title(6, 'Plain')][index], block));
    expect(feed).toEqual({ valid: true, block: expect.objectContaining({ model_name: 'for_you_feed' }) });
    expect(plain).toEqual({ valid: true });
  });
});
