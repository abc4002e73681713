import { expect, test } from '@playwright/test';

const LANDER = '/shop/all-sports';
const LAYOUTS = [
  'micro-banner',
  'lander-header',
  'short-hero-carousel',
  'text-pills',
  'lander-featured-categories',
  'trending-searches',
  'group-categories',
  'lander-collections-light',
  'explore-collection',
  'brand-collection',
];

test('the all-sports lander renders every header, text, category and collection layout server-side', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(LANDER);
  expect(response?.status()).toBe(200);
  for (const layout of LAYOUTS) await expect(page.locator(`[data-block-layout="${layout}"]`), layout).toHaveCount(1);

  await expect(page.getByRole('heading', { level: 1, name: 'Gear for Every Sport' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Kitswap news' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'This season' })).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(page.locator('[data-block-layout="text-pills"]').getByRole('link')).toHaveCount(8);
  await expect(page.locator('[data-block-layout="trending-searches"]').getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'Show all categories' })).toHaveAttribute('href', '/shop/hockey');
  // Desktop: 15 categories, then VIEW ALL; 12 sports to explore, then Show More (CSS, no script needed).
  const categories = page.locator('[data-block-layout="group-categories"]');
  await expect(categories.getByRole('link')).toHaveCount(15);
  await expect(categories.getByRole('button', { name: 'VIEW ALL' })).toBeVisible();
  const explore = page.locator('[data-block-layout="explore-collection"]');
  await expect(explore.getByRole('link')).toHaveCount(12);
  await expect(explore.getByRole('button', { name: 'Show More' })).toBeVisible();
  await expect(page.locator('[data-block-layout="lander-collections-light"]').getByRole('link')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'See More Brands' })).toBeVisible();
  await expect(page.locator('[data-block-layout="brand-collection"]').getByRole('listitem')).toHaveCount(12);
  await context.close();
});

test('on a phone the caps are 8 categories and 5 explore tiles', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(LANDER);
  await expect(page.locator('[data-block-layout="group-categories"]').getByRole('link')).toHaveCount(8);
  await expect(page.locator('[data-block-layout="explore-collection"]').getByRole('link')).toHaveCount(5);
  await context.close();
});

test('after hydration: Show More reveals every sport, and a dismissed micro-banner stays dismissed', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(LANDER);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const explore = page.locator('[data-block-layout="explore-collection"]');
  await explore.getByRole('button', { name: 'Show More' }).click();
  await expect(explore.getByRole('link')).toHaveCount(14);
  await expect(explore.getByRole('link', { name: 'Bikes' })).toBeFocused();

  await page.getByRole('button', { name: 'Dismiss banner' }).click();
  await expect(page.getByRole('complementary', { name: 'Kitswap news' })).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'ks_dmicro_b');
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
  // The server reads the cookie too: the banner is not in the HTML, so nothing shifts on load.
  const html = await (await page.request.get(LANDER)).text();
  expect(html).toContain('data-block-layout="lander-header"');
  expect(html).not.toContain('ks-micro-banner');
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Kitswap news' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
