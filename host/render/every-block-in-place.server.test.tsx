import { beforeAll, expect, it } from 'vitest';
import { loadFixtures } from '../../server/seed/fixtures';
import { describeEachDriver, useSeededApp } from '../../server/testing/test-databases';
import { upstreamFetch } from '../server/upstream';
import { renderPage } from './render-page';

const render = async (apiFetch: typeof fetch, path: string) => {
  const response = await renderPage(new Request(`http://localhost${path}`), {
    environment: 'production',
    apiFetch,
    clientEntry: '/assets/entry-client.js',
  });
  expect(response.status).toBe(200);
  return response.text();
};

/** What React writes for a boundary it sends later: a placeholder, a hidden container, a script. */
function expectNoOutlinedBoundary(html: string) {
  expect(html).not.toContain('hidden id="S:');
  expect(html).not.toContain('<template id="B:');
  expect(html).not.toMatch(/\$RC\(|\$RV\(/);
  expect(html).not.toContain('ks-block-loading');
}

describeEachDriver('every block in place in the first HTML (host/README.md)', (driver) => {
  // The seeded database plus the e2e fixtures (the 60-block page view at /shop/e2e/sixty-blocks),
  // the API called in-process as `npm start` does.
  const seeded = useSeededApp(driver);
  let apiFetch: typeof fetch;
  beforeAll(async () => {
    await loadFixtures(seeded.db, 'e2e/fixtures');
    apiFetch = upstreamFetch(seeded.app);
  });

  it('renders all 60 blocks of a 60-block page view in order, each inside its own block', async () => {
    const html = await render(apiFetch, '/shop/e2e/sixty-blocks');
    expectNoOutlinedBoundary(html);
    const blockIds = [...html.matchAll(/data-block-id="(\d+)"/g)].map((match) => Number(match[1]));
    expect(blockIds).toEqual(Array.from({ length: 60 }, (_, index) => 96001 + index));
    // Each block's title sits between its own block's opening tag and the next one's.
    const sections = html.split(/(?=<div class="ks-block" data-block-layout=)/).slice(1);
    expect(sections).toHaveLength(60);
    sections.forEach((section, index) =>
      expect(section).toContain(`Block ${String(index + 1).padStart(2, '0')} of 60`),
    );
  });

  it('renders the home page with no outlined boundary', async () => {
    const html = await render(apiFetch, '/');
    expectNoOutlinedBoundary(html);
    expect(html).toContain('data-block-layout="carousel"');
  });
});
