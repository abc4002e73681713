import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { demoAccount, type DemoAccountKind } from '../server/seed/demo-accounts';
import { advanceClock, readClock, resetClock } from './support/clock';
import { api, demoAccessToken, openHydrated, signInAsDemo } from './support/session';

/**
 * The life of a swap after the talk (issue 18), on the server clock: this spec moves it, so it runs in
 * the `after-sale` project, after every other spec (playwright.config.ts), one test after another.
 */
test.describe.configure({ mode: 'serial' });

const HOUR = 3600;
const DAY = 24 * HOUR;
const seller = demoAccount('seller');

const auth = (kind: DemoAccountKind) => ({ authorization: `Bearer ${demoAccessToken(kind)}` });

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface Detail {
  id: number;
  url: string;
  price: number;
  quantity: number;
  actions: string[];
  variations: unknown[];
  auction: boolean;
  auction_ended?: boolean | null;
  highest_offer?: number | null;
  buyer_swap_id?: number | null;
}

const detail = async (request: APIRequestContext, id: number, kind?: DemoAccountKind) =>
  ok<Detail>(await request.get(api(`/v1/items/${id}?track=false`), kind ? { headers: auth(kind) } : {}));

/** demo_seller's items for sale, each with its detail as `kind` sees it. */
async function sellerItems(request: APIRequestContext, kind: DemoAccountKind): Promise<Detail[]> {
  const list = await ok<{ id: number }[]>(
    await request.get(api(`/v1/items?seller=${seller.username}&state=available&page_size=60`)),
  );
  const details: Detail[] = [];
  for (const { id } of list)
    details.push(await ok<Detail>(await request.get(api(`/v1/items/${id}?track=false`), { headers: auth(kind) })));
  return details;
}

async function pageAs(browser: Browser, baseURL: string, kind: DemoAccountKind): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAsDemo(context, baseURL, kind);
  return context.newPage();
}

const balance = async (request: APIRequestContext, kind: DemoAccountKind) =>
  (await ok<{ amount: number }>(await request.get(api('/v1/balance/spendable'), { headers: auth(kind) }))).amount;

const feedbackCount = async (request: APIRequestContext) =>
  (
    (await (await request.get(api(`/v1/users/${seller.id}/feedback?page=1`))).json()) as {
      meta: { paging: { total_count: number } };
    }
  ).meta.paging.total_count;

/** The image has loaded: the browser decoded what its request got (a 404 leaves it 0 wide). */
const expectLoaded = async (image: Locator) => {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(320);
};

const swapOf = async (request: APIRequestContext, id: number, kind: DemoAccountKind) =>
  ok<SwapFacts>(await request.get(api(`/v1/swaps/${id}`), { headers: auth(kind) }));

interface SwapFacts {
  stage: string;
  actions: string[];
  proceeds: { net: number; status: string } | null;
  shipment: { tracking_number: string; status: string } | null;
  dispute: { state: string; resolution: string | null; refund_amount: number | null } | null;
}

test.afterAll(async ({ request }) => {
  await resetClock(request);
});

// A minute only: moving the clock runs the swap jobs, and the seeded live auction must still run for the next test.
test('the server clock moves on and back through the API proxy', async ({ request }) => {
  const before = await readClock(request);
  const moved = await advanceClock(request, 60);
  expect(moved.getTime() - before.now.getTime()).toBeGreaterThanOrEqual(60_000);
  expect((await readClock(request)).offsetMs).toBe(before.offsetMs + 60_000);
  const back = await resetClock(request);
  expect(Math.abs(back.getTime() - Date.now())).toBeLessThan(60_000);
  expect((await readClock(request)).offsetMs).toBe(0);
});

test('an auction from the winning offer to payment, label, delivery, acceptance, the released balance and feedback', async ({
  browser,
  request,
  baseURL,
}) => {
  // Two people through a whole sale: over 20 s alone on these machines, more beside the other specs.
  test.setTimeout(90_000);
  // demo_seller's live auction (the seed's: it ends within the hour).
  const auction = (await sellerItems(request, 'pro')).find((item) => item.auction && !item.auction_ended);
  expect(auction, 'a live auction of demo_seller').toBeDefined();
  const bid = Math.floor((auction!.highest_offer ?? 0) + 15);

  // demo_pro outbids from the item page; the page shows the highest offer and the time left.
  const buyerPage = await pageAs(browser, baseURL!, 'pro');
  await openHydrated(buyerPage, auction!.url);
  await expect(buyerPage.locator('.ks-item__time-left')).toHaveText(/ left$/);
  await buyerPage.getByRole('button', { name: 'Make Offer' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Make Offer' });
  await dialog.getByLabel('Your offer (USD)').fill(String(bid));
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  const href = await buyerPage
    .getByRole('dialog', { name: 'Offer sent' })
    .getByRole('link', { name: 'View Swap' })
    .getAttribute('href');
  const swapId = Number(href!.match(/^\/swaps\/(\d+)$/)![1]);
  expect((await detail(request, auction!.id)).highest_offer).toBe(bid);

  // The auction ends: the highest offer wins and awaits payment.
  await advanceClock(request, 2 * HOUR);
  expect(await swapOf(request, swapId, 'pro')).toMatchObject({
    stage: 'awaiting_payment',
    actions: expect.arrayContaining(['pay']),
  });

  // The winner pays from the swap page through the cart.
  await openHydrated(buyerPage, `/swaps/${swapId}`);
  await buyerPage
    .getByRole('region', { name: 'Payment' })
    .getByRole('button', { name: /^Pay \$/ })
    .click();
  await expect(buyerPage).toHaveURL(/\/cart$/);
  await buyerPage.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(buyerPage).toHaveURL(/\/purchases\?order=\d+$/);
  expect((await swapOf(request, swapId, 'seller')).stage).toBe('paid');

  // The seller prints the label: a printable page with the tracking number's barcode.
  const sellerPage = await pageAs(browser, baseURL!, 'seller');
  await openHydrated(sellerPage, `/swaps/${swapId}`);
  await expect(sellerPage.getByText(`Swap ID ${swapId}`)).toBeVisible();
  await sellerPage.getByRole('region', { name: 'Shipping' }).getByRole('button', { name: 'Print Label' }).click();
  await expect(sellerPage).toHaveURL(new RegExp(`/swaps/${swapId}/label$`));
  const { shipment } = await swapOf(request, swapId, 'seller');
  await expect(
    sellerPage.getByRole('img', { name: `Barcode of tracking number ${shipment!.tracking_number}` }),
  ).toBeVisible();

  // The carrier moves the parcel on the clock: in transit, then delivered.
  await advanceClock(request, 4 * DAY);
  expect(await swapOf(request, swapId, 'pro')).toMatchObject({ stage: 'delivered', shipment: { status: 'delivered' } });
  const before = await balance(request, 'seller');

  // The buyer accepts: the sale is final and the seller's proceeds join their balance.
  await openHydrated(buyerPage, `/swaps/${swapId}`);
  await expect(buyerPage.getByRole('region', { name: 'Shipping' })).toContainText('Delivered');
  await buyerPage.getByRole('button', { name: 'Accept item' }).click();
  await expect(buyerPage.getByRole('region', { name: 'Feedback' })).toBeVisible();
  const final = await swapOf(request, swapId, 'seller');
  expect(final).toMatchObject({ stage: 'final', proceeds: { status: 'available' } });
  expect(await balance(request, 'seller')).toBeCloseTo(before + final.proceeds!.net, 2);

  // The buyer rates the seller once; the seller's feedback count grows.
  const feedbackBefore = await feedbackCount(request);
  const feedback = buyerPage.getByRole('region', { name: 'Feedback' });
  await feedback.getByRole('radio', { name: 'Positive' }).check();
  await feedback.getByLabel('Comment (optional)').fill('Fast shipping, as described.');
  await feedback.getByRole('button', { name: 'Leave feedback' }).click();
  await expect(feedback).toContainText('Fast shipping, as described.');
  expect(await feedbackCount(request)).toBe(feedbackBefore + 1);
});

test('a dispute from the buyer’s report to the admin’s partial refund', async ({ browser, request, baseURL }) => {
  // demo_buyer buys one of demo_seller's single-unit items.
  const buyer = demoAccount('buyer');
  const item = (await sellerItems(request, 'buyer')).find(
    (entry) => !entry.auction && entry.actions.includes('buy') && entry.quantity === 1 && entry.variations.length === 0,
  );
  expect(item, 'an item of demo_seller for sale').toBeDefined();
  const cart = `/v1/users/uuid-${buyer.username}/cart`;
  await ok(
    await request.post(api(`${cart}/cart_items`), {
      headers: auth('buyer'),
      data: { cart: { cart_item: { item_id: item!.id, item_variation_id: null } } },
    }),
  );
  await ok(
    await request.post(api(`${cart}/checkout`), {
      headers: auth('buyer'),
      data: { checkout: { nonce: 'fake-valid-nonce' } },
    }),
  );
  const swapId = (await detail(request, item!.id, 'buyer')).buyer_swap_id!;
  expect(swapId).toBeGreaterThan(0);

  // Shipped with our label, delivered four days on.
  await ok(await request.put(api(`/v1/swaps/${swapId}/print_label`), { headers: auth('seller') }));
  await advanceClock(request, 4 * DAY);
  expect((await swapOf(request, swapId, 'buyer')).stage).toBe('delivered');

  // The buyer reports it not as described.
  const buyerPage = await pageAs(browser, baseURL!, 'buyer');
  await openHydrated(buyerPage, `/swaps/${swapId}`);
  await buyerPage.getByRole('button', { name: 'Report a problem' }).click();
  const report = buyerPage.getByRole('form', { name: 'Report a problem' });
  await report.getByLabel('What is wrong?').selectOption('not_as_described');
  await report.getByLabel('Describe the problem').fill('The blade is cracked, which the listing did not show.');
  const crack = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
  await report.getByLabel(/^Photos/).setInputFiles({ name: 'crack.jpg', mimeType: 'image/jpeg', buffer: crack });
  await expect(report.getByRole('img', { name: 'crack.jpg' })).toBeVisible();
  await report.getByRole('button', { name: 'Send to Kitswap support' }).click();
  await expect(buyerPage.getByText('Problem reported: Not as described')).toBeVisible();
  expect((await swapOf(request, swapId, 'seller')).stage).toBe('disputed');

  // The photo is evidence: the buyer's, the seller's and the admin's browsers show it (their session cookie goes
  // with the <img> request); a guest and another signed-in user get 404 (issue 31).
  const evidence = buyerPage.getByRole('img', { name: 'Photo 1 of the problem' });
  await expectLoaded(evidence);
  const src = (await evidence.getAttribute('src'))!;
  expect(src).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]{43}\/large\.webp$/);
  const sellerPage = await pageAs(browser, baseURL!, 'seller');
  await openHydrated(sellerPage, `/swaps/${swapId}`);
  await expectLoaded(sellerPage.getByRole('img', { name: 'Photo 1 of the problem' }));
  expect((await request.get(src)).status()).toBe(404);
  const strangerPage = await pageAs(browser, baseURL!, 'pro');
  expect((await strangerPage.request.get(src)).status()).toBe(404);
  const seen = await buyerPage.request.get(src);
  expect([seen.status(), seen.headers()['cache-control']]).toEqual([200, 'private, max-age=3600']);

  // An admin opens the swap by its id and resolves it with a partial refund.
  const adminPage = await pageAs(browser, baseURL!, 'admin');
  await openHydrated(adminPage, `/swaps/${swapId}`);
  await expectLoaded(adminPage.getByRole('img', { name: 'Photo 1 of the problem' }));
  const resolve = adminPage.getByRole('form', { name: 'Resolve the dispute' });
  await resolve.getByRole('radio', { name: 'Partial refund' }).check();
  await resolve.getByLabel('Refund (USD)').fill('10');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(adminPage.getByText(/Resolved with a partial refund/)).toBeVisible();

  const resolved = await swapOf(request, swapId, 'seller');
  expect(resolved).toMatchObject({
    stage: 'final',
    dispute: { state: 'resolved', resolution: 'partial_refund', refund_amount: 10 },
    proceeds: { status: 'available' },
  });
});

test('a referral from the invite link to the referrer’s reward when the friend’s first purchase is final', async ({
  browser,
  request,
  baseURL,
}) => {
  // A friend arrives through demo_buyer's invite link (its seeded code) and registers.
  const code = 'BUYER234';
  const friendName = `friend_${Date.now().toString(36)}`;
  const friend = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const friendPage = await friend.newPage();
  await openHydrated(friendPage, `/?referral_code=${code}`);
  await openHydrated(friendPage, '/register');
  await friendPage.getByLabel('Email').fill(`${friendName}@example.com`);
  await friendPage.getByLabel('Username').fill(friendName);
  await friendPage.getByLabel('Password').fill('a long password');
  await friendPage.getByRole('button', { name: 'Sign Up' }).click();
  await expect(friendPage).toHaveURL(/\/register\/onboarding$/);
  const token = (await friend.cookies()).find((cookie) => cookie.name === 'access_token')!.value;
  const asFriend = { authorization: `Bearer ${token}` };

  const buyerPage = await pageAs(browser, baseURL!, 'buyer');
  await openHydrated(buyerPage, '/invite');
  const row = buyerPage.getByRole('row', { name: new RegExp(`@${friendName}`) });
  await expect(row).toContainText('Joined');
  const balanceBefore = await balance(request, 'buyer');

  // The friend buys one of demo_seller's items; it is shipped, delivered and accepted.
  const item = (await sellerItems(request, 'buyer')).find(
    (entry) => !entry.auction && entry.actions.includes('buy') && entry.quantity === 1 && entry.variations.length === 0,
  );
  expect(item, 'an item of demo_seller for sale').toBeDefined();
  const uuid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).uuid as string;
  await ok(
    await request.post(api('/v1/addresses'), {
      headers: asFriend,
      data: {
        name: 'Invited Friend',
        street1: '1 Main St',
        city: 'Boston',
        region: 'MA',
        postal_code: '02101',
        country: 'US',
      },
    }),
  );
  const cart = `/v1/users/${uuid}/cart`;
  const cartItem = { cart: { cart_item: { item_id: item!.id, item_variation_id: null } } };
  await ok(await request.post(api(`${cart}/cart_items`), { headers: asFriend, data: cartItem }));
  await ok(
    await request.post(api(`${cart}/checkout`), {
      headers: asFriend,
      data: { checkout: { nonce: 'fake-valid-nonce' } },
    }),
  );
  const swapId = (await ok<Detail>(await request.get(api(`/v1/items/${item!.id}?track=false`), { headers: asFriend })))
    .buyer_swap_id!;
  await openHydrated(buyerPage, '/invite');
  await expect(row).toContainText('Bought something: the reward comes when the sale is final');
  await ok(await request.put(api(`/v1/swaps/${swapId}/print_label`), { headers: auth('seller') }));
  await advanceClock(request, 4 * DAY);
  await ok(await request.post(api(`/v1/swaps/${swapId}/accept`), { headers: asFriend }));

  // demo_buyer's reward: $10 of gift-card credit in the balance, shown on Invite Friends.
  await openHydrated(buyerPage, '/invite');
  await expect(row).toContainText('Reward earned');
  await expect(row).toContainText('$10');
  expect(await balance(request, 'buyer')).toBeCloseTo(balanceBefore + 10, 2);
});
