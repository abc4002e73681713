import { expect, test } from '@playwright/test';

test('the blog lists posts by topic, and a post reads in full from its card', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitswap Blog' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(11);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Hockey (3)' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=hockey$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hockey articles' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);

  await page.getByRole('link', { name: 'How to Pick a Hockey Stick Flex' }).click();
  await expect(page).toHaveURL(/\/blog\/stick-flex-guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How to Pick a Hockey Stick Flex' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cutting and extending' })).toBeVisible();
  await expect(page).toHaveTitle(/How to Pick a Hockey Stick Flex/);
  expect(errors).toEqual([]);
});

test('the "All golf articles" link of a guide lander lands on its golf articles, and an unknown post is a 404', async ({
  page,
}) => {
  await page.goto('/shop/golf/clubs/drivers');
  await page.getByRole('link', { name: 'All golf articles' }).click();
  await expect(page).toHaveURL(/\/blog\?tag=golf$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Golf articles' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  const missing = await page.goto('/blog/no-such-post');
  expect(missing?.status()).toBe(404);
});

test('Guides & Reviews lists each buying guide and opens it on its lander', async ({ page }) => {
  await page.goto('/buying-guides');
  await expect(page.getByRole('heading', { level: 1, name: 'Guides & Reviews' })).toBeVisible();
  const guides = page.getByRole('region', { name: 'Buying guides' });
  await expect(guides.getByRole('heading', { level: 3 })).toHaveText([
    'Choosing a BBCOR Bat',
    'How to Buy a Used Driver',
  ]);
  await expect(page.getByRole('region', { name: 'From the blog' }).getByRole('article')).toHaveCount(3);
  await guides.getByRole('link', { name: 'Read Full Guide: How to Buy a Used Driver' }).click();
  await expect(page).toHaveURL(/\/shop\/golf\/clubs\/drivers$/);
  await expect(
    page.locator('[data-block-layout="buying-guide"]').getByRole('heading', { name: 'How to Buy a Used Driver' }),
  ).toBeVisible();
});
