import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EngineProvider } from '../context';
import { createTestRegistry, offlineApi, testQueryClient } from '../testing';
import { PageView } from './PageView';
import { prefetchPageView } from './prefetch';

const LAYOUTS = ['text-title', 'text-paragraph', 'hero', 'item-grid-1-row'] as const;
/** Sixty blocks over four layouts, each titled by its position. */
const blocks = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  layout: LAYOUTS[index % LAYOUTS.length],
  title: `Block ${index + 1} of 60`,
  description: 'Checked by athletes',
  query: {},
}));

describe('prefetchPageView', () => {
  it('loads the code of each shown layout once, so a render afterwards suspends on no block', async () => {
    // A fresh registry: no layout's code has loaded yet, as on a server that just started.
    const { registry, loads } = createTestRegistry();
    const queryClient = testQueryClient();
    const api = offlineApi();
    await prefetchPageView(blocks, { api, signedIn: false, registry, queryClient });
    expect(Object.fromEntries(loads)).toEqual({
      'text-title': 1,
      'text-paragraph': 1,
      hero: 1,
      'item-grid-1-row': 1,
    });

    // renderToString does not wait: a block that suspended would be its fallback here.
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <EngineProvider value={{ api, blocks: registry, signedIn: false, environment: 'production', track: () => {} }}>
          <PageView blocks={blocks} />
        </EngineProvider>
      </QueryClientProvider>,
    );
    expect(html).not.toContain('ks-block-loading');
    for (const block of blocks) expect(html).toContain(`>${block.title}</h2>`);
    expect(html.match(/data: (<!-- -->)?fetched/g)).toHaveLength(15);
  });

  it('loads no code for blocks that are not shown', async () => {
    const { registry, loads } = createTestRegistry();
    await prefetchPageView(
      [
        { id: 1, layout: 'hologram-wall' },
        { id: 2, layout: 'carousel', tiles: 'not slides' },
        { id: 3, layout: 'hero', title: 'Members only', login_required: true },
        { id: 4, layout: 'text-title', title: 'Shown' },
      ],
      { api: offlineApi(), signedIn: false, registry, queryClient: testQueryClient() },
    );
    expect(Object.fromEntries(loads)).toEqual({ 'text-title': 1 });
  });
});
