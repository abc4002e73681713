import { expect, test, type Page } from '@playwright/test';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createAccessTokenSigner,
  DEVELOPMENT_TOKEN_SECRET,
} from '../server/auth/access-token';
import { demoAccount } from '../server/seed/demo-accounts';

const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /results?$/ });
const countOf = async (page: Page) => Number((await resultCount(page).innerText()).replace(/\D/g, ''));
const firstNames = (page: Page) => page.locator('.ks-browse__grid .ks-item-card__name').allInnerTexts();

test('search, two facets and a price range narrow the results; back restores them; the URL shares them', async ({
  page,
  browser,
}) => {
  await page.goto('/search');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const everything = await countOf(page);
  // The header's box: words that name no category, brand, model or page go to /search?q= (spec §5).
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search gear' });
  await box.fill('driver stiff');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=driver\+stiff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “driver stiff”' })).toBeVisible();
  await expect(box).toHaveValue('driver stiff');
  await expect.poll(() => countOf(page)).toBeLessThan(everything);
  const all = await countOf(page);
  expect(all).toBeGreaterThan(50);

  // The facets refresh after the results: wait for the counts of the words searched.
  const brands = page.getByRole('group', { name: 'Brand' });
  const titleist = brands.getByRole('checkbox', { name: /^Titleist/ });
  const facetCount = async () => Number((await titleist.locator('xpath=..').innerText()).match(/\((\d+)\)/)![1]);
  await expect.poll(facetCount).toBeLessThan(all);
  const titleistCount = await facetCount();
  await titleist.check();
  await expect(resultCount(page)).toHaveText(`${titleistCount} results`);
  await expect(page).toHaveURL(/brand\[\]=\d+/);

  await page.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^Used/ }).check();
  await expect(page).toHaveURL(/condition\[\]=used/);
  await expect.poll(() => countOf(page)).toBeLessThan(titleistCount);
  const twoFacets = await countOf(page);
  expect(twoFacets).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: /^Filters \(3\)$/ })).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Min price' }).fill('150');
  await page.getByRole('spinbutton', { name: 'Max price' }).fill('400');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/min_price=150&max_price=400/);
  await expect.poll(() => countOf(page)).toBeLessThan(twoFacets);
  await expect(page.getByRole('heading', { name: /^Filters \(5\)$/ })).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/min_price/);
  await expect.poll(() => countOf(page)).toBe(twoFacets);
  const shared = page.url();
  const names = await firstNames(page);
  expect(names.length).toBeGreaterThan(0);

  const other = await (await browser.newContext()).newPage();
  await other.goto(shared);
  await expect(resultCount(other)).toHaveText(`${twoFacets} results`);
  expect(await firstNames(other)).toEqual(names);
  await expect(other.getByRole('group', { name: 'Condition' }).getByRole('checkbox', { name: /^Used/ })).toBeChecked();
  await other.context().close();
});

test('a category with no lander browses as a category page; a locker shows only its seller', async ({ page }) => {
  const response = await page.goto('/shop/golf/balls');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Golf');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await countOf(page)).toBeGreaterThan(0);
  expect((await page.goto('/shop/no-such-thing'))?.status()).toBe(404);

  await page.goto('/locker/demo_seller');
  await expect(page.getByRole('heading', { level: 1, name: '@demo_seller' })).toBeVisible();
  await expect(page).toHaveTitle(/demo_seller’s locker/);
});

test('the fast shipping and Canadian sellers filters show behind their feature flags and narrow the results', async ({
  page,
  baseURL,
}) => {
  await page.goto('/search?q=glove');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Brand' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Shipping' })).toHaveCount(0);
  const everything = await countOf(page);

  // demo_buyer has both features (server/seed/chrome.ts).
  const buyer = demoAccount('buyer');
  const token = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET).sign(
    { sub: String(buyer.id), uuid: `uuid-${buyer.username}` },
    ACCESS_TOKEN_TTL_SECONDS,
  );
  await page.context().addCookies([{ name: 'access_token', value: token, url: baseURL! }]);
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const shipping = page.getByRole('group', { name: 'Shipping' });
  await shipping.getByRole('checkbox', { name: 'Fast shipping' }).check();
  await expect(page).toHaveURL(/\/search\?q=glove&fast_shipping=1$/);
  await expect.poll(() => countOf(page)).toBeLessThan(everything);
  const fast = await countOf(page);
  expect(fast).toBeGreaterThan(0);
  await shipping.getByRole('checkbox', { name: 'Canadian sellers only' }).check();
  await expect(page).toHaveURL(/fast_shipping=1&canadian_seller_only=1$/);
  await expect.poll(() => countOf(page)).toBeLessThan(fast);
  await shipping.getByRole('checkbox', { name: 'Fast shipping' }).uncheck();
  await expect(page).toHaveURL(/\/search\?q=glove&canadian_seller_only=1$/);
});
