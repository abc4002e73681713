import { expect, test } from '@playwright/test';

test('a guide lander renders server-side: buying guide with models, review stars and FAQ; blog posts; CMS extras', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/shop/golf/clubs/drivers');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Golf Drivers' })).toBeVisible();
  const guide = page.locator('[data-block-layout="buying-guide"]');
  await expect(guide.getByRole('heading', { name: 'How to Buy a Used Driver' })).toBeVisible();
  await expect(guide.getByRole('list', { name: 'Popular models' }).getByRole('listitem')).toHaveCount(10);
  await expect(guide.getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible();
  // FAQ answers sit in closed <details>: in the HTML, out of the accessibility tree until opened.
  await expect(guide.locator('a[href="/search?q=driver%2010.5"]')).toHaveText('Shop 10.5° drivers');
  const posts = page.locator('[data-block-layout="blog-post-grid-3"]');
  await expect(posts.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Driver questions, answered' })).toBeVisible();
  await context.close();
});

test('content preview, collapsible FAQ with contents, and lander extras work after hydration', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/shop/golf/clubs');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Read Full Guide: How to Buy a Used Driver' })).toHaveAttribute(
    'href',
    '/shop/golf/clubs/drivers',
  );
  const faq = page.locator('[data-block-layout="collapsable-content-butter"]');
  const answer = faq.getByText('Single clubs let you fill gaps', { exact: false });
  await expect(answer).toBeHidden();
  await faq
    .getByRole('navigation', { name: 'Golf club FAQ contents' })
    .getByRole('link', { name: 'Should I buy a full set or single clubs?' })
    .click();
  await expect(answer).toBeVisible();
  const graded = faq.locator('summary', { hasText: 'How are used clubs graded?' });
  await graded.focus();
  await page.keyboard.press('Enter');
  await expect(faq.getByText('Sellers grade each item', { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a sport lander shows its CMS extras below the blocks', async ({ page }) => {
  await page.goto('/shop/hockey');
  await expect(page.getByRole('heading', { name: 'Hockey gear questions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hockey gear questions contents' })).toBeVisible();
});
