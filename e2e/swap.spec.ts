import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEV_PHONE_CODE } from '../server/iam/sms-sender';
import { demoAccount } from '../server/seed/demo-accounts';
import { findSingleUnitItem, openHydrated, signInAs } from './support/session';

/** A signed-in browser page for a user, in a context of its own. */
async function pageAs(browser: Browser, baseURL: string, userId: number, uuid: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAs(context, baseURL, userId, uuid);
  return context.newPage();
}

/** A single-unit item for `action` from page 7 of the cheapest items, a page no other spec opens. */
const findItem = (request: APIRequestContext, action: string, skip = 0) =>
  findSingleUnitItem(request, action, { page: 7, skip });

/** From the `skip`-th item taking offers on, the first one also for sale (not an auction: those sell by offer only). */
async function findOfferItemForSale(request: APIRequestContext, skip: number) {
  for (let n = skip; ; n++) {
    const item = await findItem(request, 'offer', n);
    if (item.actions.includes('buy')) return item;
  }
}

const open = openHydrated;

/** Buyer and seller in two browsers, each flow over 20 s alone on these machines, more beside the other specs. */
const SWAP_FLOW_TIMEOUT = 90_000;

/** The header's Inbox count (0 when the link carries no count). */
async function inboxCount(page: Page): Promise<number> {
  // The link's spoken name ('Inbox, 3 unread'); with nothing unread it is just 'Inbox'.
  const link = page.getByRole('banner').getByRole('link', { name: /^Inbox/ });
  const [spoken = ''] = await link.locator('.ks-visually-hidden').allTextContents();
  return Number(spoken.match(/(\d+) unread/)?.[1] ?? 0);
}

test('a buyer offers and writes; the seller sees the Inbox badge, opens the swap and accepts the offer', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(SWAP_FLOW_TIMEOUT);
  const item = await findItem(request, 'offer');
  const buyer = demoAccount('buyer');
  const buyerPage = await pageAs(browser, baseURL!, buyer.id, `uuid-${buyer.username}`);
  await open(buyerPage, item.url);
  await buyerPage.getByRole('button', { name: 'Make Offer' }).click();
  const offerDialog = buyerPage.getByRole('dialog', { name: 'Make Offer' });
  await offerDialog.getByLabel('Your offer (USD)').fill('21.5');
  await offerDialog.getByRole('button', { name: 'Send Offer' }).click();
  await buyerPage.getByRole('dialog', { name: 'Offer sent' }).getByRole('link', { name: 'View Swap' }).click();

  await expect(buyerPage).toHaveURL(/\/swaps\/\d+$/);
  const swapPath = new URL(buyerPage.url()).pathname;
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(`Swap with @${item.seller.username}`);
  const offers = buyerPage.getByRole('region', { name: 'Offers' });
  await expect(offers.getByRole('listitem')).toHaveCount(1);
  await expect(offers.getByRole('listitem')).toContainText('Offer of $21.50');
  await expect(offers.getByRole('listitem')).toContainText('Pending');
  await expect(offers.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await buyerPage.getByLabel(`Message @${item.seller.username}`).fill('Would you ship this week?');
  await buyerPage.getByRole('button', { name: 'Send' }).click();
  const thread = buyerPage.getByRole('list', { name: 'Messages, oldest first' });
  await expect(thread.getByRole('listitem')).toHaveText([/^You · .*Would you ship this week\?$/]);
  await expect(buyerPage.getByLabel(`Message @${item.seller.username}`)).toHaveValue('');

  const { violations } = await new AxeBuilder({ page: buyerPage }).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  const sellerPage = await pageAs(browser, baseURL!, item.seller.id, `uuid-seller-${item.seller.id}`);
  await open(sellerPage, '/');
  await expect.poll(() => inboxCount(sellerPage)).toBeGreaterThan(0);
  const unread = await inboxCount(sellerPage);
  await sellerPage.goto(swapPath);
  await expect(sellerPage.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(sellerPage.getByRole('heading', { level: 1 })).toHaveText(`Swap with @${buyer.username}`);
  await expect(sellerPage.getByRole('list', { name: 'Messages, oldest first' }).getByRole('listitem')).toHaveText([
    /^@demo_buyer · .*Would you ship this week\?$/,
  ]);
  // Opening the swap reads it: the header's count goes down.
  await expect.poll(() => inboxCount(sellerPage)).toBe(unread - 1);

  const sellerOffers = sellerPage.getByRole('region', { name: 'Offers' });
  await sellerOffers.getByRole('button', { name: 'Accept' }).click();
  await expect(sellerOffers.getByRole('listitem')).toContainText('Accepted');
  await expect(sellerOffers.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The buyer sees the answer on the next look, and buys at the accepted amount.
  await buyerPage.reload();
  await expect(buyerPage.getByRole('region', { name: 'Offers' }).getByRole('listitem')).toContainText('Accepted');
  await buyerPage
    .getByRole('region', { name: 'Payment' })
    .getByRole('button', { name: /^Pay \$21\.50 by / })
    .click();
  await expect(buyerPage).toHaveURL(/\/cart$/);
  const line = buyerPage
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ has: buyerPage.locator(`a[href^="${item.url}"]`) });
  await expect(line).toContainText('$21.50');
  await expect(line).toContainText('Your accepted offer');
  await buyerPage.context().close();
  await sellerPage.context().close();
});

test('the seller counters an offer; the buyer, told by the Inbox badge, accepts the counter-offer and buys at it', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(SWAP_FLOW_TIMEOUT);
  const item = await findOfferItemForSale(request, 2);
  const usd = (amount: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      trailingZeroDisplay: 'stripIfInteger',
    }).format(amount);
  const offer = Math.floor(item.price * 50) / 100;
  const counter = Math.floor(item.price * 80) / 100;
  expect(counter).toBeGreaterThan(offer);
  const buyer = demoAccount('buyer');
  const buyerPage = await pageAs(browser, baseURL!, buyer.id, `uuid-${buyer.username}`);
  await open(buyerPage, item.url);
  await buyerPage.getByRole('button', { name: 'Make Offer' }).click();
  const offerDialog = buyerPage.getByRole('dialog', { name: 'Make Offer' });
  await offerDialog.getByLabel('Your offer (USD)').fill(String(offer));
  await offerDialog.getByRole('button', { name: 'Send Offer' }).click();
  await buyerPage.getByRole('dialog', { name: 'Offer sent' }).getByRole('link', { name: 'View Swap' }).click();
  await expect(buyerPage).toHaveURL(/\/swaps\/\d+$/);
  const swapPath = new URL(buyerPage.url()).pathname;
  await open(buyerPage, '/');
  const buyerUnread = await inboxCount(buyerPage);

  const sellerPage = await pageAs(browser, baseURL!, item.seller.id, `uuid-seller-${item.seller.id}`);
  await open(sellerPage, swapPath);
  const sellerOffers = sellerPage.getByRole('region', { name: 'Offers' });
  await sellerOffers.getByRole('button', { name: 'Counter' }).click();
  const form = sellerOffers.getByRole('form', { name: `Counter @${buyer.username}'s offer` });
  const amount = form.getByLabel('Counter-offer (USD)');
  await expect(amount).toBeFocused();
  await amount.fill(String(item.price));
  await amount.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(`Enter less than the price, ${usd(item.price)}`);
  const { violations } = await new AxeBuilder({ page: sellerPage }).include('.ks-swap').analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([]);
  await amount.fill(String(counter));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(sellerOffers.getByRole('status')).toHaveText(
    `Counter-offer of ${usd(counter)} sent to @${buyer.username}.`,
  );
  await expect(sellerOffers.getByRole('listitem')).toHaveText([
    new RegExp(`^Offer of \\${usd(offer)} .*Declined$`),
    new RegExp(`^Counter-offer of \\${usd(counter)} from @${item.seller.username} .*Pending$`),
  ]);
  await expect(sellerOffers.getByRole('button')).toHaveCount(0);

  // The buyer has the swap unread again, and answers the counter-offer.
  await buyerPage.reload();
  await expect.poll(() => inboxCount(buyerPage)).toBeGreaterThan(buyerUnread);
  await open(buyerPage, swapPath);
  const buyerOffers = buyerPage.getByRole('region', { name: 'Offers' });
  const counterRow = buyerOffers
    .getByRole('listitem')
    .filter({ hasText: `Counter-offer of ${usd(counter)} from @${item.seller.username}` });
  await counterRow.getByRole('button', { name: 'Accept' }).click();
  await expect(counterRow).toContainText('Accepted');
  await buyerPage
    .getByRole('region', { name: 'Payment' })
    .getByRole('button', { name: new RegExp(`^Pay \\$${usd(counter).slice(1)} by `) })
    .click();
  await expect(buyerPage).toHaveURL(/\/cart$/);
  const line = buyerPage
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ has: buyerPage.locator(`a[href^="${item.url}"]`) });
  await expect(line).toContainText(usd(counter));
  await expect(line).toContainText('Your accepted offer');
  await buyerPage.context().close();
  await sellerPage.context().close();
});

test('an unverified user’s Message Seller opens the verify-phone modal; with the texted code the swap opens', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const item = await findItem(request, 'buy', 1);
  // The first attempt verifies demo_unverified for good; a retry or a repeat (`--repeat-each`, npm run test:repeat)
  // takes a generated user of its own (none has a sign-in row, so none has a verified e-mail), not the item's seller.
  const account = demoAccount('unverified');
  const attempt = testInfo.retry + testInfo.repeatEachIndex;
  const generated = [101, 102, 103, 104, 105].filter((id) => id !== item.seller.id)[attempt - 1];
  const page = generated
    ? await pageAs(browser, baseURL!, generated, `uuid-generated-${generated}`)
    : await pageAs(browser, baseURL!, account.id, `uuid-${account.username}`);
  await open(page, item.url);
  await page.getByRole('button', { name: 'Message Seller' }).click();

  const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
  await dialog.getByLabel('Phone number').fill('(555) 010-4477');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'We texted a 6-digit code to •••• 4477. It is good for 10 minutes.',
  );
  await expect(dialog.getByLabel('Verification code')).toBeFocused();
  await dialog.getByLabel('Verification code').fill(DEV_PHONE_CODE);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/swaps\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Swap with @${item.seller.username}`);
  await expect(dialog).toHaveCount(0);
  await page.getByLabel(`Message @${item.seller.username}`).fill('Hi! Is this still available?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Messages, oldest first' })).toContainText(
    'Hi! Is this still available?',
  );
  await page.context().close();
});
