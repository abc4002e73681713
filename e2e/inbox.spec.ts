import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { DemoAccountKind } from '../server/seed/demo-accounts';
import { hydrated, signInAsDemo } from './support/session';

/** Signs the browser in as a demo account: an access token signed with the server's development secret. */
async function signIn(context: BrowserContext, baseURL: string, kind: DemoAccountKind) {
  await signInAsDemo(context, baseURL, kind);
}

const rows = (page: Page) => page.getByRole('list', { name: 'Swaps' }).getByRole('listitem');
const folders = (page: Page) => page.getByRole('navigation', { name: 'Folders' });

async function severeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("demo_seller opens the inbox from the header, switches sides and folders, searches, stars a swap and finds it in Starred, marks the folder read", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, 'seller');
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Inbox/ }).click();
    await expect(page).toHaveURL(/\/swaps\/sell\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Swaps' })).toBeVisible();
    // Counts are at least the seeded ones: other specs may buy or make offers meanwhile.
    await expect(rows(page).filter({ hasText: '@demo_buyer' }).first()).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThanOrEqual(5);
    await expect(rows(page).getByText('Purchased').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sell, unread swaps' })).toHaveAttribute('aria-selected', 'true');

    // The tabs by keyboard: the arrow key chooses Buy, and focus stays on it on the new page.
    await page.getByRole('tab', { name: /^Sell/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/swaps\/buy\/all$/);
    await expect(page.getByRole('tab', { name: /^Buy/ })).toBeFocused();
    await expect(page.getByText('No swaps')).toBeVisible();
    await page.getByRole('tab', { name: /^Sell/ }).click();

    await folders(page).getByRole('link', { name: /^Completed/ }).click();
    await expect(page).toHaveURL(/\/swaps\/sell\/completed$/);
    await expect(rows(page).first()).toContainText('Purchased');
    await expect(rows(page).filter({ hasNotText: 'Purchased' })).toHaveCount(0);

    await folders(page).getByRole('link', { name: /^All/ }).click();
    await page.getByRole('searchbox', { name: 'Search selling swaps' }).fill('demo_buyer');
    await expect(page).toHaveURL(/\/swaps\/sell\/all\?q=demo_buyer$/);
    await expect(rows(page).filter({ hasNotText: '@demo_buyer' })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();

    const first = rows(page).first();
    const name = (await first.getByRole('link').textContent())!.replace(/^Unread: /, '');
    const star = first.getByRole('button', { name: `Star swap: ${name}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox', { name: 'Search selling swaps' }).fill('');
    await expect(page).toHaveURL(/\/swaps\/sell\/all$/);
    await folders(page).getByRole('link', { name: /^Starred/ }).click();
    await expect(page).toHaveURL(/\/swaps\/sell\/starred$/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByRole('link')).toContainText(name);
    await expect(rows(page).first().getByRole('link')).toHaveAttribute('href', /^\/swaps\/\d+$/);

    // Reading the folder All clears the header's badge: it is refreshed without a reload.
    await folders(page).getByRole('link', { name: /^All/ }).click();
    await expect(page.getByRole('link', { name: /^Inbox, \d+ unread$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Mark folder read' }).click();
    await expect(page.getByRole('button', { name: 'Mark folder read' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Sell' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();

    // /swaps goes back to the last location.
    await page.goto('/swaps');
    await expect(page).toHaveURL(/\/swaps\/sell\/all$/);
  });

  test('demo_buyer finds an item’s swap through /swaps/buy/search?q={itemId}', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, 'buyer');
    await page.goto('/swaps/buy/all');
    await hydrated(page);
    await expect(rows(page).first()).toBeVisible();
    const href = (await rows(page).first().getByRole('link').getAttribute('href'))!;
    const itemImage = (await rows(page).first().locator('img').getAttribute('src'))!;
    const itemId = /\/media\/items\/(\d+)\//.exec(itemImage)![1]!;
    await page.goto(`/swaps/buy/search?q=${itemId}`);
    await hydrated(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().getByRole('link')).toHaveAttribute('href', href);
    await expect(page.getByRole('searchbox', { name: 'Search buying swaps' })).toHaveValue(itemId);
  });

  test('a guest on /swaps/sell/all gets the login modal, over a page that is not blank', async ({ page }) => {
    const response = await page.goto('/swaps/sell/all');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My Swaps' })).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('Log in to see your swaps');
  });

  test('/swaps/123 is not the inbox', async ({ page }) => {
    await page.goto('/swaps/123');
    await expect(page.getByRole('heading', { level: 1, name: 'My Swaps' })).toHaveCount(0);
  });
});

for (const [width, height] of [[1280, 900], [390, 844]] as const) {
  test.describe(`the inbox at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('axe finds no serious or critical violations', async ({ page, context, baseURL }) => {
      await signIn(context, baseURL!, 'buyer');
      await page.goto('/swaps/buy/all');
      await hydrated(page);
      await expect(rows(page).first()).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  });
}

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("chooses a folder with 'Select a folder'", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, 'buyer');
    await page.goto('/swaps/buy');
    await hydrated(page);
    await expect(folders(page)).toBeHidden();
    await page.getByRole('combobox', { name: 'Select a folder' }).selectOption('completed');
    await expect(page).toHaveURL(/\/swaps\/buy\/completed$/);
    await expect(rows(page).first()).toContainText('Purchased');
  });
});
