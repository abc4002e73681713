import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createAccessTokenSigner,
  DEVELOPMENT_TOKEN_SECRET,
} from '../server/auth/access-token';
import { demoAccount } from '../server/seed/demo-accounts';
import { E2E_ITEM_PREFIX } from './support/e2e-items';
import { api, demoAccessToken } from './support/session';

/** Opens the first item of the home page's first item grid, waits until it is interactive, and returns its path. */
async function openItemFromHome(page: Page): Promise<string> {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  // A seeded item: the newest ones may be another spec's own (E2E_ITEM_PREFIX), changing while this one runs.
  const card = page
    .locator('[data-block-layout^="item-grid"] article')
    .filter({ hasNot: page.locator('.ks-item-card__name', { hasText: E2E_ITEM_PREFIX }) })
    .first();
  const name = (await card.locator('.ks-item-card__name').textContent())!;
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The card's link loads the item page anew: its buttons work once that page has hydrated.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return new URL(page.url()).pathname;
}

/**
 * The path of a seeded item for sale with at least three photos (the seed gives items one to four): the gallery
 * tests need several, and the home grid's first item may have one.
 */
async function itemWithPhotos(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/proxy/main/v1/items?page_size=100');
  const items = (await response.json()).data as { name: string; url: string; images: unknown[] }[];
  const item = items.find((entry) => entry.images.length >= 3 && !entry.name.startsWith(E2E_ITEM_PREFIX));
  expect(item, 'a seeded item with three photos or more').toBeDefined();
  return item!.url;
}

/** Signs the browser in as demo_buyer: an access token signed with the server's development secret. */
async function signInAsDemoBuyer(page: Page, baseURL: string) {
  const buyer = demoAccount('buyer');
  const token = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET).sign(
    { sub: String(buyer.id), uuid: `uuid-${buyer.username}` },
    ACCESS_TOKEN_TTL_SECONDS,
  );
  await page.context().addCookies([{ name: 'access_token', value: token, url: baseURL }]);
}

test('an item opened from the home page grid is server-rendered with title, price, canonical and Product JSON-LD', async ({
  page,
  browser,
}) => {
  const path = await openItemFromHome(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  const response = await noScript.goto(path);
  expect(response?.status()).toBe(200);
  const name = await noScript.getByRole('heading', { level: 1 }).textContent();
  await expect(noScript).toHaveTitle(`${name} | Buy and Sell on Kitswap`);
  const price = (await noScript.locator('.ks-item__price-now').textContent())!;
  expect(price).toMatch(/^\$[\d,]+(\.\d\d)?$/);
  await expect(noScript.locator('link[rel="canonical"]')).toHaveAttribute('href', path);
  expect(await noScript.locator('meta[name="description"]').getAttribute('content')).toContain(name!);
  const jsonLd = JSON.parse((await noScript.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name,
    offers: { priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  });
  const usd = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    trailingZeroDisplay: 'stripIfInteger',
  });
  expect(usd.format(Number(jsonLd.offers.price))).toBe(price);
  await context.close();
});

test('the gallery steps through photos with the arrow keys and keeps its box while photos change', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1366, height: 900 });
  // A fresh load hydrates the server HTML without a mismatch.
  await page.goto(await itemWithPhotos(page.request));
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const gallery = page.locator('.ks-gallery__desktop');
  const thumbs = gallery.getByRole('button', { name: /^Show photo/ });
  const count = await thumbs.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const stage = gallery.locator('.ks-gallery__stage');
  const before = await stage.boundingBox();
  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByRole('img', { name: new RegExp(`photo 2 of ${count}$`) })).toBeVisible();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByRole('img', { name: new RegExp(`photo ${count} of ${count}$`) })).toBeVisible();
  expect(await stage.boundingBox()).toEqual(before);
  expect(before).toMatchObject({ width: 800, height: 600 });
  expect(await thumbs.first().boundingBox()).toMatchObject({ width: 56, height: 56 });
  expect(errors).toEqual([]);
});

test('a signed-in buyer favourites an item; the count changes and survives a reload', async ({ page, baseURL }) => {
  const path = await openItemFromHome(page);
  // Start from 'not favourited': the seed has demo_buyer favouriting some items (the price-dropped driver).
  const unfavourited = await page.request.delete(api(`/v1/items/${path.match(/(\d+)$/)![1]}/favorite`), {
    headers: { authorization: `Bearer ${demoAccessToken('buyer')}` },
  });
  expect(unfavourited.status()).toBe(200);
  await signInAsDemoBuyer(page, baseURL!);
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const favorite = page.getByRole('button', { name: /^Favorite / });
  const count = Number((await page.getByTestId('favorite-count').textContent())!.match(/^\d+/)![0]);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/favorite') && response.request().method() === 'PUT',
  );
  await favorite.click();
  expect((await saved).status()).toBe(200);
  const favorited = page.getByRole('button', { name: /^Favorited/ });
  await expect(favorited).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favorite-count')).toHaveText(new RegExp(`^${count + 1} `));
  await page.reload();
  await expect(page.getByRole('button', { name: /^Favorited/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favorite-count')).toHaveText(new RegExp(`^${count + 1} `));
  const removed = page.waitForResponse(
    (response) => response.url().endsWith('/favorite') && response.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: /^Favorited/ }).click();
  expect((await removed).status()).toBe(200);
  await expect(page.getByTestId('favorite-count')).toHaveText(new RegExp(`^${count} `));
  await page.reload();
  await expect(page.getByRole('button', { name: /^Favorite / })).toHaveAttribute('aria-pressed', 'false');
});

test('a guest who favourites is asked to sign in with the spec text, and comes back after', async ({ page }) => {
  const path = await openItemFromHome(page);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: /^Favorite/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Log In' }).getByText('Log in to add this item to My Favorites'),
  ).toBeVisible();
  const destination = (await page.context().cookies()).find((cookie) => cookie.name === 'destination');
  expect(decodeURIComponent(destination!.value)).toMatch(new RegExp(`^${path}`));
});

test('unknown items answer 404; a sold item shows its state', async ({ page, request }) => {
  expect((await page.goto('/gear/no-such-item-2000000000'))?.status()).toBe(404);
  expect((await page.goto('/gear/99999999999'))?.status()).toBe(404);
  const sold = await (await request.get('/api/proxy/main/v1/items?state=sold&page_size=1')).json();
  const response = await page.goto(sold.data[0].url);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('This item has sold.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
});

test('on a phone the photos swipe, advancing only past half the width', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: false });
  const page = await context.newPage();
  await page.goto(await itemWithPhotos(page.request));
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const gallery = page.locator('.ks-gallery__mobile');
  const counter = gallery.locator('.ks-gallery__counter');
  await expect(counter).toHaveText(/^1 \/ \d$/);
  const track = (await gallery.locator('.ks-gallery__track').boundingBox())!;
  expect(track.height).toBe(375);
  // A quick flick (2 moves) would advance keen-slider's own snap; here only the distance counts.
  const drag = async (fraction: number, moves = 10) => {
    const y = track.y + track.height / 2;
    const from = track.x + track.width * 0.8;
    await page.mouse.move(from, y);
    await page.mouse.down();
    for (let step = 1; step <= moves; step++) await page.mouse.move(from - (track.width * fraction * step) / moves, y);
    await page.mouse.up();
    await page.waitForTimeout(700);
  };
  await drag(0.3, 2);
  await expect(counter).toHaveText(/^1 \//);
  await drag(0.45);
  await expect(counter).toHaveText(/^1 \//);
  await drag(0.6);
  await expect(counter).toHaveText(/^2 \//);
  await context.close();
});
