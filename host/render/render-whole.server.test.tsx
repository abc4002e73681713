import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EngineProvider } from '../../engine/context';
import { PageView } from '../../engine/page-view/PageView';
import { offlineApi, testQueryClient, testRegistry, THROWING_TITLE } from '../../engine/testing';
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
