import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EngineProvider, PageView } from '../../engine';
import { createTestRegistry, offlineApi, testQueryClient, testRegistry, THROWING_TITLE } from '../../engine/testing';
import { renderWhole } from './render-whole';

const engine = {
  api: offlineApi(),
  blocks: testRegistry,
  signedIn: false,
  environment: 'production' as const,
  track: () => {},
};
const page = (ui: React.ReactNode) => (
  <QueryClientProvider client={testQueryClient()}>
    <EngineProvider value={engine}>{ui}</EngineProvider>
  </QueryClientProvider>
);

describe('renderWhole: a block whose code throws on the server (engine/README.md)', () => {
  it('leaves that block alone to the browser and keeps the rest of the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocks = [
      { id: 1, layout: 'text-title', title: 'Before' },
      { id: 2, layout: 'text-title', title: THROWING_TITLE },
      { id: 3, layout: 'text-title', title: 'After' },
    ];
    const html = await renderWhole(page(<PageView blocks={blocks} />), { path: '/shop/broken' });
    expect(html).toContain('Before');
    expect(html).toContain('After');
    expect(html).toContain('<!--$!-->');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('This block is broken'));
    warn.mockRestore();
  });

  it('still fails the page for an error outside every block', async () => {
    function BrokenChrome(): never {
      throw new Error('The header is broken');
    }
    const render = renderWhole(
      page(
        <Suspense fallback={null}>
          <BrokenChrome />
        </Suspense>,
      ),
      { path: '/' },
    );
    await expect(render).rejects.toThrow('The header is broken');
  });
});

describe('renderWhole: every block in place (host/README.md)', () => {
  it('inlines blocks that suspended during the render: no hidden container for a script to move', async () => {
    // A fresh registry: every block's code loads during this render (nothing preloaded it), so
    // each block suspends; long titles make each block big enough for React to outline it.
    const { registry } = createTestRegistry();
    const blocks = Array.from({ length: 60 }, (_, index) => ({
      id: index + 1,
      layout: index % 2 ? 'text-title' : 'hero',
      title: `Block ${index + 1} of 60: ${'checked by athletes, '.repeat(30)}`,
    }));
    const html = await renderWhole(
      <QueryClientProvider client={testQueryClient()}>
        <EngineProvider value={{ ...engine, blocks: registry }}>
          <PageView blocks={blocks} />
        </EngineProvider>
      </QueryClientProvider>,
      { path: '/shop/sixty' },
    );
    expect(html).not.toContain('hidden id="S:');
    expect(html).not.toContain('<template id="B:');
    const sections = html.split('<div class="ks-block"').slice(1);
    expect(sections).toHaveLength(60);
    sections.forEach((section, index) => expect(section).toContain(`Block ${index + 1} of 60:`));
  });
});
