import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import type { DemoAccountKind } from '../server/seed/demo-accounts';
import { seededUserOfCopy, signInAs, signInAsDemo } from './support/session';

const LANDER = '/shop/hockey/skates';
const FEED = 'Picked for You';

/** A browser context signed in as a demo account: an access token signed with the server's development secret. */
async function signedInContext(
  browser: Browser,
  baseURL: string,
  kind: DemoAccountKind,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await signInAsDemo(context, baseURL, kind);
  return context;
}

const block = (layout: string) => `[data-block-layout="${layout}"]`;

test('a guest gets the feed blocks in the server HTML, but no personalised feed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto(LANDER))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Hockey Skates', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: FEED })).toHaveCount(0);

  const sellers = page.getByRole('list', { name: 'Hockey sellers to follow' }).getByRole('listitem');
  await expect(sellers).toHaveCount(8);
  await expect(sellers.first()).toContainText(/(\d+% positive \(\d+\)|No Feedback)/);
  await expect(sellers.first()).toContainText(/\d+ available/);
  await expect(sellers.first().getByRole('button', { name: /^Follow @/ })).toBeVisible();

  await expect(page.getByRole('list', { name: 'Top skate models' }).getByRole('listitem')).toHaveCount(8);
  await expect(page.locator(block('ad-slot')).getByText('Why am I seeing ads?')).toBeVisible();
  await expect(page.locator(`${block('ad-slot')} .ks-ad-slot__frame`)).toHaveCSS('height', '90px');
  await expect(page.locator(block('item-grid-3-rows'))).toHaveText('');
  await context.close();
});

test('the personalised feed appears only after sign-in, rendered on the server', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!, 'buyer', { javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto(LANDER))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: FEED })).toBeVisible();
  const cards = page.locator(block('item-grid-shaped-v1')).getByRole('article');
  await expect(cards).toHaveCount(18);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /\?src=item-grid-shaped-v1-\d+$/);
  await context.close();
});

test('an account without an external_id gets no feed; the rest of the page is there', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL!, 'vacation', { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LANDER);
  await expect(page.getByRole('list', { name: 'Hockey sellers to follow' })).toBeVisible();
  await expect(page.getByRole('heading', { name: FEED })).toHaveCount(0);
  await context.close();
});

/**
 * The buyers who follow: generated ones (ids above 150 only buy). Each copy of the test (`copyOfTest`) follows as its
 * own, so a copy never finds the seller already followed by an earlier one.
 */
const FOLLOWING_BUYER_IDS = [162, 165, 166, 168, 170, 175];

test("a signed-in buyer follows a seller; it holds after a reload. Recently viewed shows this browser's items", async ({
  browser,
  baseURL,
  request,
}) => {
  const buyer = await seededUserOfCopy(request, FOLLOWING_BUYER_IDS);
  const context = await browser.newContext();
  await signInAs(context, baseURL!, buyer.id, buyer.uuid);
  const page = await context.newPage();
  await page.goto(LANDER);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const sellers = page.getByRole('list', { name: 'Hockey sellers to follow' });
  // The first seller this buyer does not follow yet (the seed has buyers follow some).
  const button = sellers.getByRole('button', { name: /^Follow @/ }).first();
  const username = (await button.getAttribute('aria-label'))!.replace(/^Follow /, '');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const followed = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/following\/\d+$/.test(response.url()),
  );
  await button.click();
  expect((await followed).status()).toBe(200);
  const followedButton = sellers.getByRole('button', { name: `Followed ${username}`, exact: true });
  await expect(followedButton).toHaveAttribute('aria-pressed', 'true');

  // Recently viewed lives in this browser: open an item, come back.
  await expect(page.getByRole('heading', { name: 'Recently Viewed' })).toHaveCount(0);
  const card = page.locator(block('item-grid-1-row')).getByRole('article').first();
  const name = (await card.getByRole('link').textContent())!;
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The item page records the view once it has hydrated.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.goto(LANDER);
  await expect(followedButton).toHaveAttribute('aria-pressed', 'true');
  // Below the fold, the block hydrates (and reads this browser's history) as it comes near the screen.
  await page.locator(block('item-grid-recently-viewed')).scrollIntoViewIfNeeded();
  const recent = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(recent.getByRole('article').first()).toContainText(name);
  await context.close();
});
