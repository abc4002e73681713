import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoAccount } from '../server/seed/demo-accounts';
import { accessTokenFor, api, hydrated, signInAs } from './support/session';

const buyer = demoAccount('buyer');
const uuid = `uuid-${buyer.username}`;
const token = accessTokenFor(buyer.id, uuid);

/** demo_buyer's favourites as the API lists them (the proxy passes the bearer token on). */
async function favoriteIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get(api(`/v1/users/${uuid}/favorites?page_size=100`), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number }[] }).data.map((item) => item.id);
}

/** An available item demo_buyer has not favourited, from a page of expensive items no other spec opens. */
async function unfavoritedItem(request: APIRequestContext): Promise<{ id: number; name: string; url: string }> {
  const favorites = new Set(await favoriteIds(request));
  const list = (await (await request.get(api('/v1/items?sort=price_desc&page=3&page_size=20'))).json()) as {
    data: { id: number; name: string; url: string }[];
  };
  const item = list.data.find((candidate) => !favorites.has(candidate.id));
  if (!item) throw new Error('Every item on the page is a favourite already');
  return item;
}

/** No serious or critical axe violations on the page as it is now. */
async function expectNoSevereViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a buyer favourites an item, finds it under Favorites in the header, and unfavourites it there', async ({
  page,
  request,
  baseURL,
}) => {
  const item = await unfavoritedItem(request);
  await signInAs(page.context(), baseURL!, buyer.id, uuid);
  await page.goto(item.url);
  await hydrated(page);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/items/${item.id}/favorite`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: /^Favorite/ }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: /^Favorited/ })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await hydrated(page);
  await expect(page).toHaveTitle('My Favorites | Buy and Sell on Kitswap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Favorites');
  const favorites = page.getByRole('list', { name: 'Favorites, most recent first' });
  const card = favorites.getByRole('article', { name: item.name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'New from sellers you follow' })).toBeVisible();
  await expectNoSevereViolations(page);

  const removed = page.waitForResponse(
    (response) => response.url().endsWith(`/items/${item.id}/favorite`) && response.request().method() === 'DELETE',
  );
  await card.getByRole('button', { name: `Favorite ${item.name}` }).click();
  expect((await removed).status()).toBe(200);
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`Removed ${item.name} from your favorites.`)).toBeFocused();
  expect(await favoriteIds(request)).not.toContain(item.id);

  await page.reload();
  await hydrated(page);
  await expect(favorites.getByRole('article').first()).toBeVisible();
  await expect(favorites.getByRole('article', { name: item.name })).toHaveCount(0);
});

test('a guest on /feed sees the page and the login modal asking to log in for favorites', async ({ page }) => {
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Favorites');
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog.getByText('Log in to see your favorites')).toBeVisible();
  await expectNoSevereViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Log in to see your favorites' })).toBeVisible();
});
