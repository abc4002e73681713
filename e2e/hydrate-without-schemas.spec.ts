import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** The built chunk of the block schemas (schemas/blocks, loaded apart: engine/registry/block-schemas.ts). */
function blockSchemasChunk(): string {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest['schemas/blocks/index.ts'];
  if (!chunk) throw new Error('the client build has no chunk of its own for schemas/blocks');
  return `/${chunk.file}`;
}

test('home hydrates from the server’s verdicts without loading the block schemas; a client navigation loads them', async ({
  page,
}) => {
  const schemas = blockSchemasChunk();
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(loaded).not.toContain(schemas);

  // A lander the server did not render: its blocks are validated in the browser, so the schemas load now.
  await page.evaluate(() => {
    history.pushState(null, '', '/shop/golf');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-block-layout]').first()).toBeVisible();
  await expect.poll(() => loaded.includes(schemas)).toBe(true);
  expect(errors).toEqual([]);
});
