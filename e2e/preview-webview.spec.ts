import { expect, test } from '@playwright/test';

interface PageViewBody {
  data: { blocks: { id: number; layout: string }[] };
}

test('a single-block webview renders that block alone, chromeless', async ({ page }) => {
  const response = await page.goto('/webview/blocks/e2e-broken-blocks/90011');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-block-layout]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Spring Training Deals' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a webview of a block the page view does not hold is a 404', async ({ page }) => {
  const response = await page.goto('/webview/blocks/e2e-broken-blocks/424242');
  expect(response?.status()).toBe(404);
});

test('inside the app, an item link in a webview opens the item natively instead of navigating', async ({
  page,
  request,
}) => {
  const home = (await (await request.get('/api/proxy/edge/v1/page_views/home')).json()) as PageViewBody;
  const grid = home.data.blocks.find((block) => block.layout.startsWith('item-grid'))!;
  await page.addInitScript(() => {
    const posted: string[] = [];
    Object.assign(window, {
      __posted: posted,
      ReactNativeWebView: { postMessage: (message: string) => posted.push(message) },
    });
  });
  await page.goto(`/webview/blocks/home/${grid.id}`);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const link = page.locator('a[data-item-id]').first();
  const itemId = Number(await link.getAttribute('data-item-id'));
  const before = page.url();
  await link.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __posted: string[] }).__posted.map((m) => JSON.parse(m))))
    .toEqual([expect.objectContaining({ type: 'open_item', item_id: itemId })]);
  expect(page.url()).toBe(before);
});

test('the editor preview lists the blocks that fail and shows the page at both widths', async ({ page }) => {
  await page.goto('/preview?page_view=e2e-broken-blocks');
  await expect(page.getByRole('status').filter({ hasText: 'will render' })).toHaveText(
    '2 of 4 blocks will render; 2 will not.',
  );
  const problems = page.getByRole('list', { name: 'Blocks that will not render' });
  await expect(problems.getByRole('listitem').first()).toContainText('Unknown layout: block #2 (hologram-wall)');
  await expect(problems).toContainText('Failed validation: block #3 (carousel)');
  await expect(problems).toContainText('tiles: Invalid input: expected array, received string');
  for (const name of ['Mobile preview', 'Desktop preview']) {
    const frame = page.frameLocator(`iframe[title="${name}"]`);
    await expect(frame.getByRole('heading', { name: 'Spring Training Deals' })).toBeVisible();
  }
  expect(
    await page.locator('iframe[title="Mobile preview"]').evaluate((frame) => frame.getBoundingClientRect().width),
  ).toBe(375);
});

test('pasted JSON is previewed, and bad JSON gets a clear message', async ({ page }) => {
  await page.goto('/preview');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const json = page.getByLabel('Page view JSON');
  await json.fill('{"blocks": [');
  await page.getByRole('button', { name: 'Preview JSON' }).click();
  await expect(page.getByRole('alert')).toContainText('This is not valid JSON');
  await json.fill(JSON.stringify({ blocks: [{ id: 1, layout: 'text-title', title: 'Draft headline' }] }));
  await page.getByRole('button', { name: 'Preview JSON' }).click();
  await expect(
    page.frameLocator('iframe[title="Desktop preview"]').getByRole('heading', { name: 'Draft headline' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'will render' })).toHaveText('1 of 1 block will render.');
});

test('the JSON Schema of each layout is served for editors', async ({ request }) => {
  const response = await request.get('/schemas/blocks/hero.schema.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toMatchObject({ $schema: expect.any(String), type: 'object' });
});
