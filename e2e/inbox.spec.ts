import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { DemoAccountKind } from '../server/seed/demo-accounts';
import { api, demoAccessToken, hydrated, signInAsDemo } from './support/session';

/** Signs the browser in as a demo account: an access token signed with the server's development secret. */
async function signIn(context: BrowserContext, baseURL: string, kind: DemoAccountKind) {
  await signInAsDemo(context, baseURL, kind);
}

/**
 * demo_buyer writes to demo_seller on one of their swaps, as a buyer would: the swap turns unread for demo_seller.
 * The inbox test reads the folder and marks it read, so each copy of it brings its own unread swap.
 */
async function buyerWritesToSeller(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${demoAccessToken('buyer')}` };
  const list = await request.get(api('/v2/swaps?type=buy&q=demo_seller'), { headers });
  const [swap] = ((await list.json()) as { data: { id: number }[] }).data;
  expect(swap, 'a swap of demo_buyer with demo_seller').toBeDefined();
  const sent = await request.post(api(`/v1/swaps/${swap!.id}/messages`), {
    headers,
    data: { message: { body: 'Is this still the right address to ship to?' } },
  });
  expect(sent.status()).toBe(201);
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

  test('demo_seller opens the inbox from the header, switches sides and folders, searches, stars a swap and finds it in Starred, marks the folder read', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await buyerWritesToSeller(request);
    await signIn(context, baseURL!, 'seller');
    await page.goto('/');
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: /^Inbox/ })
      .click();
    await expect(page).toHaveURL(/\/swaps\/sell\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Swaps' })).toBeVisible();
    // Counts are at least the seeded ones: other specs may buy or make offers meanwhile.
    await expect(rows(page).filter({ hasText: '@demo_buyer' }).first()).toBeVisible();
    expect(await rows(page).count()).toBeGreaterThanOrEqual(5);
    await expect(
      rows(page)
        .getByText(/^Paid · ship by /)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sell, unread swaps' })).toHaveAttribute('aria-selected', 'true');

    // The tabs by keyboard: the arrow key chooses Buy, and focus stays on it on the new page.
    await page.getByRole('tab', { name: /^Sell/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/swaps\/buy\/all$/);
    await expect(page.getByRole('tab', { name: /^Buy/ })).toBeFocused();
    await expect(page.getByText('No swaps')).toBeVisible();
    await page.getByRole('tab', { name: /^Sell/ }).click();

    await folders(page)
      .getByRole('link', { name: /^Completed/ })
      .click();
    await expect(page).toHaveURL(/\/swaps\/sell\/completed$/);
    // Completed: the sales that are final, and the refunded ones.
    await expect(rows(page).first()).toContainText(/Completed|Refunded/);
    await expect(rows(page).filter({ hasNotText: /Completed|Refunded/ })).toHaveCount(0);

    await folders(page).getByRole('link', { name: /^All/ }).click();
    await page.getByRole('searchbox', { name: 'Search selling swaps' }).fill('demo_buyer');
    await expect(page).toHaveURL(/\/swaps\/sell\/all\?q=demo_buyer$/);
    await expect(rows(page).filter({ hasNotText: '@demo_buyer' })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();

    // The seed stars one of demo_seller's swaps (seed/after-sale.ts): star one that is not starred.
    const first = rows(page)
      .filter({ has: page.getByRole('button', { name: /^Star swap: /, pressed: false }) })
      .first();
    const name = (await first.getByRole('link').textContent())!.replace(/^Unread: /, '');
    const star = rows(page).getByRole('button', { name: `Star swap: ${name}` });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('searchbox', { name: 'Search selling swaps' }).fill('');
    await expect(page).toHaveURL(/\/swaps\/sell\/all$/);
    await folders(page)
      .getByRole('link', { name: /^Starred/ })
      .click();
    await expect(page).toHaveURL(/\/swaps\/sell\/starred$/);
    const starred = rows(page).filter({ hasText: name });
    await expect(starred).toHaveCount(1);
    // The seeded star and this one (an earlier copy of the test may have starred others).
    expect(await rows(page).count()).toBeGreaterThanOrEqual(2);
    await expect(starred.getByRole('link')).toHaveAttribute('href', /^\/swaps\/\d+$/);

    // Reading the folder All clears the header's badge: it is refreshed without a reload.
    await folders(page).getByRole('link', { name: /^All/ }).click();
    await expect(page.getByRole('link', { name: /^Inbox, \d+ unread$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Mark folder read' }).click();
    await expect(page.getByRole('button', { name: 'Mark folder read' })).toBeDisabled();
    await expect(page.getByRole('tab', { name: 'Sell' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Inbox', exact: true }),
    ).toBeVisible();

    // /swaps goes back to the last location.
    await page.goto('/swaps');
    await expect(page).toHaveURL(/\/swaps\/sell\/all$/);
  });

  test('editing the words of an item search (/swaps/sell/search?q=) keeps what is typed and the focus while the address follows', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, 'seller');
    await page.goto('/swaps/sell/search?q=demo');
    await hydrated(page);
    const search = page.getByRole('searchbox', { name: 'Search selling swaps' });
    await expect(search).toHaveValue('demo');
    await search.press('End');
    await search.pressSequentially('_b');
    await expect(page).toHaveURL(/\/swaps\/sell\/all\?q=demo_b$/);
    await search.pressSequentially('uyer');
    await expect(search).toHaveValue('demo_buyer');
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/\/swaps\/sell\/all\?q=demo_buyer$/);
    await expect(rows(page).filter({ hasNotText: '@demo_buyer' })).toHaveCount(0);
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

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
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

test.describe('the quick inbox (spec §2.11)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const inboxButton = (page: Page) =>
    page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: /^Inbox/ });
  const quickInbox = (page: Page) => page.getByRole('dialog', { name: /^My Swaps, \d+ unread$/ });
  const popupRows = (page: Page) => quickInbox(page).getByRole('list', { name: 'Swaps' }).getByRole('listitem');

  test('demo_pro (a power seller) opens it from the header: its code arrives only then; real rows on both sides; a row goes to the swap page', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await signIn(context, baseURL!, 'pro');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/');
    await hydrated(page);
    await expect(inboxButton(page)).toHaveAttribute('aria-expanded', 'false');
    const holdsQuickInbox = async () => {
      const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
      return bodies.some((body) => body.includes('Search selling swaps'));
    };
    expect(await holdsQuickInbox()).toBe(false);

    await inboxButton(page).click();
    await expect(quickInbox(page)).toBeVisible();
    expect(await holdsQuickInbox()).toBe(true);
    await expect(inboxButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(quickInbox(page).getByRole('searchbox', { name: 'Search selling swaps' })).toBeFocused();
    // The seeded three (other specs may add swaps meanwhile): the sell side's buyers, the bought one.
    await expect(popupRows(page).first()).toBeVisible();
    expect(await popupRows(page).count()).toBeGreaterThanOrEqual(3);
    await expect(popupRows(page).getByText(/^Paid · ship by /)).toBeVisible();
    await expect(popupRows(page).filter({ hasText: 'Could you ship it by Friday?' })).toHaveCount(1);
    await expect(quickInbox(page).getByRole('combobox', { name: 'Select a folder' })).toHaveValue('all');

    await quickInbox(page).getByRole('tab', { name: /^Buy/ }).click();
    await expect(quickInbox(page).getByRole('searchbox', { name: 'Search buying swaps' })).toBeVisible();
    await expect(
      popupRows(page)
        .filter({ hasText: /Counter-offer/ })
        .first(),
    ).toBeVisible();
    await quickInbox(page).getByRole('tab', { name: /^Sell/ }).click();
    await quickInbox(page).getByRole('combobox', { name: 'Select a folder' }).selectOption('completed');
    // demo_pro's one sale is paid, not yet final: nothing completed.
    await expect(quickInbox(page).getByText('No swaps')).toBeVisible();
    await expect(popupRows(page)).toHaveCount(0);
    await expect(quickInbox(page).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/swaps/sell/completed',
    );
    await quickInbox(page).getByRole('combobox', { name: 'Select a folder' }).selectOption('all');
    await quickInbox(page).getByRole('searchbox', { name: 'Search selling swaps' }).fill('Friday');
    await expect(popupRows(page)).toHaveCount(0);
    await expect(quickInbox(page).getByText('No swaps')).toBeVisible();
    await quickInbox(page).getByRole('searchbox', { name: 'Search selling swaps' }).fill('');
    await expect(popupRows(page).first()).toBeVisible();

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(quickInbox(page)).toHaveCount(0);
    await expect(inboxButton(page)).toBeFocused();

    await inboxButton(page).click();
    const row = popupRows(page).filter({ hasText: 'Could you ship it by Friday?' });
    const link = row.getByRole('link');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/swaps\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Swap with @/);
    await expect(quickInbox(page)).toHaveCount(0);

    // See all goes to the remembered location.
    await inboxButton(page).click();
    await quickInbox(page).getByRole('link', { name: 'See all' }).click();
    await expect(page).toHaveURL(/\/swaps\/sell\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Swaps' })).toBeVisible();
  });

  test('axe finds no serious or critical violations with the quick inbox open', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, 'pro');
    await page.goto('/');
    await hydrated(page);
    await inboxButton(page).click();
    await expect(popupRows(page).first()).toBeVisible();
    // The pointer stays on the Inbox button: hovered header links are brand green, which must keep 4.5:1 on white.
    expect(await severeViolations(page)).toEqual([]);
  });

  test('demo_seller, no power seller, keeps the plain Inbox link', async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, 'seller');
    await page.goto('/');
    await hydrated(page);
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Inbox/ }),
    ).toHaveAttribute('href', '/swaps/sell/all');
    await expect(inboxButton(page)).toHaveCount(0);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("chooses a folder with 'Select a folder'", async ({ page, context, baseURL }) => {
    await signIn(context, baseURL!, 'buyer');
    await page.goto('/swaps/buy');
    await hydrated(page);
    await expect(folders(page)).toBeHidden();
    await page.getByRole('combobox', { name: 'Select a folder' }).selectOption('completed');
    await expect(page).toHaveURL(/\/swaps\/buy\/completed$/);
    await expect(rows(page).first()).toContainText(/Completed|Refunded/);
  });
});
