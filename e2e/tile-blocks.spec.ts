import { expect, test } from '@playwright/test';

/** The seeded landers that together hold every tile-group layout (server/seed/content/tile-landers.ts). */
const LANDERS = {
  '/shop/soccer/cleats': [
    'single',
    'horizontal-scroll-round-icons-with-button',
    'group-rectangle',
    'group-square',
    'group-8',
  ],
  '/shop/golf/clubs/drivers/titleist-tsr2': [
    'group-unlimited-2-column-title-image',
    'group-4',
    'group-unlimited-title',
  ],
  '/shop/lacrosse/heads': [
    'group-unlimited',
    'group-unlimited-1-column-title-image',
    'group-unlimited-1-column-title',
    'group-unlimited-2-column-title',
  ],
} as const;

test('the tile-group landers render every tile layout server-side, with models and the model description', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, layouts] of Object.entries(LANDERS)) {
    expect((await page.goto(path))?.status()).toBe(200);
    for (const layout of layouts)
      await expect(page.locator(`[data-block-layout="${layout}"] .ks-tiles`), `${layout} on ${path}`).toHaveCount(1);
  }
  expect(Object.values(LANDERS).flat()).toHaveLength(12);

  // The model lander: the TSR2's CMS description and the drivers golfers compare (GET /v1/models), in the HTML.
  await page.goto('/shop/golf/clubs/drivers/titleist-tsr2');
  const about = page.locator('[data-block-layout="group-unlimited-2-column-title-image"]');
  await expect(about.getByText('Fast, forgiving and easy to launch')).toBeVisible();
  await expect(about.getByRole('list', { name: 'Drivers athletes compare' }).getByRole('listitem')).toHaveCount(6);
  await expect(about.getByRole('link', { name: 'All drivers' })).toHaveAttribute('href', '/shop/golf/clubs/drivers');
  const why = page.locator('[data-block-layout="group-4"]');
  await expect(why.getByRole('img', { name: 'Kitswap app' })).toBeVisible();
  await expect(why.getByRole('link', { name: 'JOIN WITH EMAIL' })).toHaveAttribute('href', '/register');

  // Navigation tiles: group headers as text, links as links.
  await page.goto('/shop/lacrosse/heads');
  const help = page.locator('[data-block-layout="group-unlimited-1-column-title"]');
  await expect(help.getByText('Before you ship')).toBeVisible();
  await expect(help.getByRole('link', { name: 'Getting paid' })).toHaveAttribute('href', '/help/getting-paid');
  await context.close();
});

test('per platform: the single banner takes its mobile alignment and button text, and image frames keep their ratio', async ({
  browser,
}) => {
  for (const [width, button, align, ratio] of [
    [1280, 'Sell your cleats', 'left', 3],
    [375, 'Sell', 'center', 4 / 3],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto('/shop/soccer/cleats');
    const banner = page.locator('[data-block-layout="single"]');
    await expect(banner.getByRole('link', { name: button, exact: true })).toBeVisible();
    await expect(banner.locator('.ks-tile')).toHaveCSS('text-align', align);
    // The frame is sized before its image arrives (aspect ratio from the layout's shape).
    const box = await banner.locator('.ks-tile__media').boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(ratio, 1);
    await page.close();
  }
});

test('after hydration the tagline rotates every 2.5 s, without page errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.install();
  await page.goto('/shop/soccer/cleats');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const tagline = page.locator('[data-block-layout="single"] [aria-live="polite"]');
  await expect(tagline).toHaveText('TO PLAY');
  await page.clock.runFor(2500);
  await expect(tagline).toHaveText('TO SAVE');
  const icons = page.locator('[data-block-layout="horizontal-scroll-round-icons-with-button"]');
  await expect(icons.getByRole('link', { name: 'All soccer gear' })).toHaveAttribute('href', '/shop/soccer');
  expect(errors).toEqual([]);
});
