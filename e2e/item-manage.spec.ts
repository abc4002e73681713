import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demoAccount, type DemoAccountKind } from '../server/seed/demo-accounts';
import { REPORT_SLOTS, reportSlotIds } from '../server/seed/item-management';
import { E2E_ITEM_PREFIX } from './support/e2e-items';
import {
  api,
  copyOfTest,
  demoAccessToken,
  openHydrated,
  seededUser,
  signInAs,
  signInAsDemo,
  type SeededUser,
} from './support/session';

/**
 * The seller's and the admin's item page (issue 17, spec §2.9, §4.1–4.3, §8). Each test lists an item
 * of its own (mostly as demo_seller) through the list flow's API (a duplicate of one of the seller's, with a photo,
 * a parcel and a unique name, published), so tests never share an item with each other or with
 * other specs, and the seeded items stay as other specs expect them. What a test spends of an account (bumps) or
 * consumes of the seed (reports) is its copy's own (`copyOfTest`): copies run at once under `--repeat-each`.
 */

/** Who lists an item: their username and the bearer header of an access token of theirs. */
type Owner = Pick<SeededUser, 'username' | 'auth'>;

const demoOwner = (kind: DemoAccountKind): Owner => ({
  username: demoAccount(kind).username,
  auth: { authorization: `Bearer ${demoAccessToken(kind)}` },
});
const demoSeller = demoOwner('seller');
const sellerAuth = demoSeller.auth;
const buyerAuth = demoOwner('buyer').auth;
const adminAuth = demoOwner('admin').auth;

interface Listed {
  id: number;
  name: string;
  url: string;
}

/** The data of a response that must succeed. */
async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A new available item of `owner`'s (demo_seller unless told) named `E2E {label} {unique}`, asking $48: a duplicate
 * of one of their seeded items whose category asks for no detail beyond brand and condition (the first that
 * publishes; a draft that does not is deleted). Never of an item a test listed: another test may be taking that
 * one down at the same moment, and a taken-down item cannot be duplicated.
 */
async function listItem(request: APIRequestContext, label: string, owner: Owner = demoSeller): Promise<Listed> {
  const { username, auth: ownerAuth } = owner;
  const seeded = async (state: 'available' | 'sold') =>
    (
      await ok<{ id: number; name: string }[]>(
        await request.get(api(`/v1/items?seller=${username}&state=${state}&page_size=60`)),
      )
    ).filter((item) => !item.name.startsWith(E2E_ITEM_PREFIX));
  const own = [...(await seeded('available')), ...(await seeded('sold'))];
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const parcel = await ok<{ id: number }>(
    await request.post(api('/v1/parcels'), {
      headers: ownerAuth,
      data: { parcel: { length: 10, width: 8, height: 6, weight: 2 } },
    }),
  );
  const name = `${E2E_ITEM_PREFIX}${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  for (const source of own) {
    const image = await ok<{ id: number }>(
      await request.post(api('/v1/images'), {
        headers: ownerAuth,
        multipart: { image: { name: 'photo.png', mimeType: 'image/png', buffer: photo } },
      }),
    );
    const draft = await ok<{ id: number }>(
      await request.post(api(`/v1/items/${source.id}/duplicate`), { headers: ownerAuth, data: {} }),
    );
    await ok(
      await request.put(api(`/v1/items/${draft.id}`), {
        headers: ownerAuth,
        data: { item: { name, list_price: 48, images: [{ id: image.id }], parcel_id: parcel.id } },
      }),
    );
    const published = await request.post(api('/v1/items/publish'), {
      headers: ownerAuth,
      data: { item: { id: draft.id } },
    });
    if (published.ok()) return ((await published.json()) as { data: Listed }).data;
    await request.delete(api(`/v1/items/${draft.id}`), { headers: ownerAuth });
  }
  throw new Error(`None of ${username}’s items could be listed again`);
}

/** No serious or critical axe violations in the open dialog (the page behind is other specs' business). */
async function expectNoSevereViolations(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const managePanel = (page: Page) => page.getByRole('region', { name: 'Manage your item' });
const adminBlock = (page: Page) => page.getByRole('region', { name: 'ADMIN ACTIONS' });

test.use({ viewport: { width: 1280, height: 900 } });

/** A seller's bump info. */
const bumpInfo = async (request: APIRequestContext, seller: Owner) =>
  ok<{ available_bumps: number; items_bumped: number }>(
    await request.get(api('/v1/bumps/info'), { headers: seller.auth }),
  );

/**
 * The sellers who bump: generated ones (ids up to 150 sell; none is a demo account), seeded without bumps. Each copy
 * of the bump test (`copyOfTest`) takes its own, so copies that run at once never spend each other's bumps.
 */
const BUMPING_SELLER_IDS = [141, 142, 143, 144, 145, 146, 147, 148];

test('a seller bumps an item at once, is refused a second bump that day, and once out of bumps buys a pack to bump', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const sellerId = BUMPING_SELLER_IDS[copyOfTest()];
  expect(sellerId, `a bumping seller for each copy of the test (${BUMPING_SELLER_IDS.length})`).toBeDefined();
  const seller = await seededUser(request, sellerId!);
  // Through the API, they buy their first pack (5 bumps) and bump an item: a seller who has bumped before bumps at
  // once, without the first bump's guidance (spec §4.2).
  expect(await bumpInfo(request, seller)).toMatchObject({ available_bumps: 0, items_bumped: 0 });
  await ok(
    await request.post(api('/v1/orders'), {
      headers: { ...seller.auth, 'x-idempotency-key': `e2e-${Date.now()}` },
      data: { order: { nonce: 'fake-valid-nonce', quantity: 1, catalog_id: 1 } },
    }),
  );
  const before = await listItem(request, 'Bump earlier', seller);
  await ok(await request.post(api(`/v1/items/${before.id}/bump`), { headers: seller.auth, data: {} }));
  const item = await listItem(request, 'Bump test stick', seller);
  await signInAs(page.context(), baseURL!, seller.id, seller.uuid);
  await openHydrated(page, item.url);
  const bump = managePanel(page).getByRole('button', { name: 'Bump' });
  const bumped = page.waitForResponse(
    (response) => response.url().endsWith(`/items/${item.id}/bump`) && response.request().method() === 'POST',
  );
  await bump.click();
  expect((await bumped).status()).toBe(200);
  await expect(managePanel(page).getByRole('status')).toContainText('Bumped! Your item moves up in search.');
  await bump.click();
  await expect(managePanel(page).getByRole('alert')).toHaveText(
    'This item was bumped in the last 24 hours. Bump it again tomorrow.',
  );
  await expect(managePanel(page).getByText('Bumped!')).toHaveCount(0);

  // Spend what is left on other items, then Bump opens the purchase: a declined card, then a paid pack.
  for (let left = (await bumpInfo(request, seller)).available_bumps; left > 0; left--) {
    const other = await listItem(request, 'Bump spender', seller);
    await ok(await request.post(api(`/v1/items/${other.id}/bump`), { headers: seller.auth, data: {} }));
  }
  const next = await listItem(request, 'Bump purchase test bat', seller);
  await openHydrated(page, next.url);
  await managePanel(page).getByRole('button', { name: 'Bump' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy bumps' });
  await dialog.getByRole('radio', { name: '15 Bumps: 15 bumps for $12.99' }).check();
  await dialog.getByRole('radio', { name: 'Sandbox test card — declined' }).check();
  await expectNoSevereViolations(page);
  await dialog.getByRole('button', { name: 'Pay $12.99' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect((await bumpInfo(request, seller)).available_bumps).toBe(0);
  await dialog.getByRole('radio', { name: 'Sandbox test card — approved' }).check();
  await dialog.getByRole('button', { name: 'Pay $12.99' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(managePanel(page).getByRole('status')).toHaveText(
    'Payment received. Bumped! Your item moves up in search. You have 14 bumps left.',
  );
  expect(await bumpInfo(request, seller)).toMatchObject({ available_bumps: 14 });
});

test('demo_pro (Pro) bumps after the Pro guidance, which ks_hbm then skips; no bump is spent', async ({
  page,
  request,
  baseURL,
}) => {
  const pro = demoOwner('pro');
  const first = await listItem(request, 'Pro bump test glove', pro);
  const second = await listItem(request, 'Pro bump test mitt', pro);
  const bumpsBefore = await ok<{ available_bumps: number }>(
    await request.get(api('/v1/bumps/info'), { headers: pro.auth }),
  );
  await signInAsDemo(page.context(), baseURL!, 'pro');
  await openHydrated(page, first.url);
  await managePanel(page).getByRole('button', { name: 'Bump' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bump with Kitswap Pro' });
  await expect(dialog).toContainText('use none of your bumps');
  await dialog.getByRole('button', { name: 'Bump' }).click();
  await expect(managePanel(page).getByRole('status')).toHaveText('Bumped! Your item moves up in search.');
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'ks_hbm')?.value).toBe('1');

  await openHydrated(page, second.url);
  const proBumped = page.waitForResponse(
    (response) => response.url().endsWith(`/items/${second.id}/pro_bump`) && response.request().method() === 'POST',
  );
  await managePanel(page).getByRole('button', { name: 'Bump' }).click();
  expect((await proBumped).status()).toBe(200);
  await expect(managePanel(page).getByRole('status')).toHaveText('Bumped! Your item moves up in search.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const bumpsAfter = await ok<{ available_bumps: number }>(
    await request.get(api('/v1/bumps/info'), { headers: pro.auth }),
  );
  expect(bumpsAfter.available_bumps).toBe(bumpsBefore.available_bumps);
});

test('demo_seller drops the price; demo_buyer, who favourited the item, sees the old price struck through on the item page and in /feed', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const item = await listItem(request, 'Price drop test helmet');
  const favourite = await request.put(api(`/v1/items/${item.id}/favorite`), { headers: buyerAuth, data: {} });
  expect(favourite.ok()).toBe(true);

  await signInAsDemo(page.context(), baseURL!, 'seller');
  await openHydrated(page, item.url);
  await managePanel(page).getByRole('button', { name: 'Price Drop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Price Drop' });
  const field = dialog.getByLabel('New price (USD)');
  await expectNoSevereViolations(page);
  await field.fill('50');
  await dialog.getByRole('button', { name: 'Drop Price' }).click();
  await expect(field).toHaveAccessibleDescription('Enter a price lower than $48');
  await field.fill('40');
  await dialog.getByRole('button', { name: 'Drop Price' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(managePanel(page).getByRole('status')).toHaveText('Price dropped to $40.');
  await expect(page.locator('.ks-item__price-now')).toHaveText('$40');

  const buyer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAsDemo(buyer, baseURL!, 'buyer');
  const buyerPage = await buyer.newPage();
  await openHydrated(buyerPage, item.url);
  await expect(buyerPage.locator('.ks-item__price-now')).toHaveText('$40');
  const drop = buyerPage.locator('.ks-item__price-drop');
  await expect(drop).toContainText('Price dropped');
  await expect(drop.locator('s')).toHaveText('$48');

  await openHydrated(buyerPage, '/feed');
  const card = buyerPage
    .getByRole('list', { name: 'Favorites, most recent first' })
    .getByRole('article', { name: item.name });
  await expect(card).toContainText('$40');
  await expect(card).toContainText('Price dropped $48');
  await expect(card.locator('s')).toHaveText('$48');
  await buyer.close();
});

test('demo_seller adds an item to the live sale, sees it marked and discounted, then takes it out again', async ({
  page,
  request,
  baseURL,
}) => {
  const item = await listItem(request, 'Sale test cleats');
  await signInAsDemo(page.context(), baseURL!, 'seller');
  await openHydrated(page, item.url);
  await managePanel(page).getByRole('button', { name: 'Add to Sale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Sale' });
  const live = dialog.getByRole('radio', { name: /Holiday Gear Sale/ });
  await expect(live.locator('xpath=ancestor::label')).toContainText('Live now');
  await live.check();
  await dialog.getByRole('button', { name: 'Add to Sale' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(managePanel(page).getByRole('status')).toHaveText('Added to Holiday Gear Sale.');
  await expect(page.locator('.ks-item__sale-badge')).toContainText('Holiday Gear Sale · Live now');
  await expect(page.locator('.ks-item__price-now')).toHaveText('$38.40');
  await expect(page.locator('.ks-item__price-was')).toContainText('20% off $48');

  await managePanel(page).getByRole('button', { name: 'Remove from Sale' }).click();
  await expect(managePanel(page).getByRole('status')).toHaveText('Removed from Holiday Gear Sale.');
  await expect(page.locator('.ks-item__sale-badge')).toHaveCount(0);
  await expect(page.locator('.ks-item__price-now')).toHaveText('$48');
  await expect(managePanel(page).getByRole('button', { name: 'Add to Sale' })).toBeVisible();
});

test('demo_seller removes an item with a reason; the page then says it was removed', async ({
  page,
  request,
  baseURL,
}) => {
  const item = await listItem(request, 'Remove test gloves');
  await signInAsDemo(page.context(), baseURL!, 'seller');
  await openHydrated(page, item.url);
  await managePanel(page).getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Item' });
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Remove Item' }).click();
  await expect(dialog.getByLabel('Comment')).toHaveAccessibleDescription('Tell us why');
  await dialog.getByRole('radio', { name: 'I sold it elsewhere' }).check();
  await dialog.getByRole('button', { name: 'Remove Item' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('This item was removed and is no longer for sale.')).toBeVisible();
  await expect(managePanel(page).getByRole('button', { name: 'Bump' })).toHaveCount(0);
  const detail = await request.get(api(`/v1/items/${item.id}`), { headers: sellerAuth });
  expect(((await detail.json()) as { data: { state: string } }).data.state).toBe('removed');
});

/**
 * The first item of report slot `slot` (seed/item-management.ts: the seed reports two or three items of generated
 * sellers in each) that demo_admin may still unreport and remove from the GMC feed.
 */
async function reportedItem(request: APIRequestContext, slot: number): Promise<Listed> {
  expect(slot, `a report slot for each copy of the test (${REPORT_SLOTS})`).toBeLessThan(REPORT_SLOTS);
  for (const id of reportSlotIds(slot)) {
    const response = await request.get(api(`/v1/items/${id}`), { headers: adminAuth });
    if (!response.ok()) continue;
    const detail = ((await response.json()) as { data: Listed & { actions: string[] } }).data;
    if (detail.actions.includes('unreport') && detail.actions.includes('remove_gmc')) return detail;
  }
  throw new Error(`No reported item left in report slot ${slot}`);
}

test('demo_admin takes an item down with a reason, and unreports and removes from the GMC feed a reported one', async ({
  page,
  request,
  baseURL,
}) => {
  const item = await listItem(request, 'Take down test bag');
  await signInAsDemo(page.context(), baseURL!, 'admin');
  await openHydrated(page, item.url);
  await adminBlock(page).getByRole('button', { name: 'Take Down' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take Down' });
  await dialog.getByRole('button', { name: 'Take Down' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription('Give a reason');
  await dialog.getByLabel('Reason').fill('Counterfeit listing');
  await dialog.getByRole('button', { name: 'Take Down' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('This item was removed and is no longer for sale.')).toBeVisible();
  await expect(adminBlock(page).getByRole('status')).toHaveText('Taken down');

  // A reported item of another seller, from this copy's own report slot: Unreport, then Remove GMC.
  const reported = await reportedItem(request, copyOfTest());
  await openHydrated(page, reported.url);
  await adminBlock(page).getByRole('button', { name: 'Unreport' }).click();
  await expect(adminBlock(page).getByRole('status')).toHaveText('Unreported');
  await expect(adminBlock(page).getByRole('button', { name: 'Unreport' })).toHaveCount(0);
  await adminBlock(page).getByRole('button', { name: 'Remove GMC' }).click();
  await expect(adminBlock(page).getByRole('status')).toHaveText('Removed from GMC feed');
  await expect(adminBlock(page).getByRole('button', { name: 'Remove GMC' })).toHaveCount(0);
});

test('a dialog opens at once over the page, its stylesheet already in the page: none is fetched', async ({
  page,
  request,
  baseURL,
}) => {
  // A stylesheet the page lacked made the first dialog suspend the screen's boundary: the whole page gave way
  // to the loading placeholder until the sheet arrived, and on a busy server the dialog came that much later.
  const item = await listItem(request, 'Dialog styles test bag');
  await signInAsDemo(page.context(), baseURL!, 'admin');
  const stylesheets: string[] = [];
  await page.route(/\.css(\?|$)/, (route) => {
    stylesheets.push(route.request().url());
    // Held: a dialog that waited on its sheet would never open.
  });
  await openHydrated(page, item.url);
  await adminBlock(page).getByRole('button', { name: 'Take Down' }).click();
  await expect(page.getByRole('dialog', { name: 'Take Down' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  expect(await page.locator('.ks-modal').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  expect(stylesheets).toEqual([]);
});

test('the locker’s ?sale=1 lets demo_seller put one of their items in a sale, and asks a guest to log in', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const item = await listItem(request, 'Locker sale test skates');
  await signInAsDemo(page.context(), baseURL!, 'seller');
  await openHydrated(page, '/locker/demo_seller?sale=1');
  const dialog = page.getByRole('dialog', { name: 'Add to Sale' });
  await dialog.getByLabel('Item').selectOption({ label: item.name });
  await dialog.getByRole('radio', { name: /Holiday Gear Sale/ }).check();
  await expectNoSevereViolations(page);
  await dialog.getByRole('button', { name: 'Add to Sale' }).click();
  const added = page.getByRole('dialog', { name: 'Added to the sale' });
  await expect(added.getByRole('status')).toHaveText(`${item.name} is in Holiday Gear Sale.`);
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/locker\/demo_seller$/);
  const detail = await ok<{ sale: { name: string } | null }>(
    await request.get(api(`/v1/items/${item.id}`), { headers: sellerAuth }),
  );
  expect(detail.sale?.name).toBe('Holiday Gear Sale');

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await openHydrated(guestPage, '/locker/demo_seller?sale=1');
  await expect(
    guestPage
      .getByRole('dialog', { name: 'Log In' })
      .getByText('Sign into your Kitswap account to add your items to the sale'),
  ).toBeVisible();
  await guest.close();
});
