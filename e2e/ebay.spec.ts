import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ItemDetail, MarketplaceLink } from '../schemas/entities/item-detail';
import { sandboxListingPath } from '../server/marketplaces/sandbox';
import { EBAY_COPY_SELLER_IDS, sandboxEbayId } from '../server/seed/marketplace-links';
import { api, demoAccessToken, openHydrated, seededUserOfCopy, signInAs, signInAsDemo } from './support/session';

type Linked = ItemDetail & { ebay: MarketplaceLink; url: string };

/** The ids of every item `seller` has for sale, lowest first (the seed links the lowest: EBAY_COPY_SELLER_IDS). */
async function itemIdsOf(request: APIRequestContext, seller: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const list = (await (await request.get(api(`/v1/items?seller=${seller}&page_size=40&page=${page}`))).json()) as {
      data: { id: number }[];
      meta: { paging: { total_pages: number } };
    };
    ids.push(...list.data.map((item) => item.id));
    pages = list.meta.paging.total_pages;
  }
  return ids.sort((a, b) => a - b);
}

/** A seeded item of `seller` linked to eBay, as demo_admin sees it, that `wanted` picks. */
async function linkedItem(
  request: APIRequestContext,
  seller: string,
  wanted: (link: MarketplaceLink) => boolean,
): Promise<Linked> {
  const headers = { authorization: `Bearer ${demoAccessToken('admin')}` };
  for (const id of await itemIdsOf(request, seller)) {
    const item = ((await (await request.get(api(`/v1/items/${id}`), { headers })).json()) as { data: ItemDetail }).data;
    if (item.ebay && item.url && wanted(item.ebay)) return { ...item, ebay: item.ebay, url: item.url };
  }
  throw new Error(`No such eBay item of ${seller} in the seed`);
}

const dollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

test('demo_admin syncs a linked item now: Last Synced changes and the eBay listing shows our price', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // This copy's seller's never-synced link with sync off (so the auto-sync has not touched it): its sandbox price is
  // stale.
  const seller = await seededUserOfCopy(request, EBAY_COPY_SELLER_IDS);
  const item = await linkedItem(request, seller.username, (link) => !link.sync && link.last_synced_at === null);
  const listingPage = await context.newPage();
  await listingPage.goto(item.ebay.url);
  // Before the sync, the sandbox listing still asks its old, higher price.
  await expect(listingPage.locator('[data-field="price"]')).not.toHaveText(dollars(item.price));

  await signInAsDemo(context, baseURL!, 'admin');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openHydrated(page, item.url);
  const card = page.getByRole('region', { name: 'eBay' });
  await expect(card.getByRole('link', { name: item.ebay.id })).toHaveAttribute('href', item.ebay.url);
  await expect(card.getByRole('switch', { name: 'Sync' })).toHaveAttribute('aria-checked', 'false');
  await expect(card).toContainText('Last Synced: never');

  await card.getByRole('button', { name: 'Sync Now' }).click();
  await expect(card).toContainText('Last Synced: now');
  await expect(card.getByRole('button', { name: 'Sync Now' })).toBeEnabled();
  // Server-rendered and hydrated without a mismatch or a failed call.
  expect(errors).toEqual([]);

  // The admin follows the item id to the (sandbox) eBay listing: it now asks our price.
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: item.ebay.id }).click(),
  ]);
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText(item.name);
  await expect(opened.locator('[data-field="price"]')).toHaveText(dollars(item.price));
  await expect(opened.locator('[data-field="quantity"]')).toHaveText(String(item.quantity));
});

test('a buyer sees no eBay card on a linked item', async ({ page, context, baseURL, request }) => {
  const item = await linkedItem(request, 'demo_seller', (link) => link.sync);
  await signInAsDemo(context, baseURL!, 'buyer');
  await openHydrated(page, item.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.name);
  await expect(page.getByRole('region', { name: 'eBay' })).toHaveCount(0);
});

test('a seller links an item to its eBay listing by the item number', async ({ page, context, baseURL, request }) => {
  const seller = await seededUserOfCopy(request, EBAY_COPY_SELLER_IDS);
  const headers = seller.auth;
  let unlinked: ItemDetail | undefined;
  for (const id of await itemIdsOf(request, seller.username)) {
    // The item whose sandbox eBay listing waits to be linked (the seed's, on one of the seller's first items).
    if (!(await request.get(sandboxListingPath(sandboxEbayId(id)))).ok()) continue;
    const item = ((await (await request.get(api(`/v1/items/${id}`), { headers })).json()) as { data: ItemDetail }).data;
    if (item.state === 'available' && !item.ebay) {
      unlinked = item;
      break;
    }
  }
  expect(unlinked?.url).toBeTruthy();
  await signInAs(context, baseURL!, seller.id, seller.uuid);
  await openHydrated(page, unlinked!.url!);
  const card = page.getByRole('region', { name: 'eBay' });
  await card.getByRole('button', { name: 'Link eBay listing' }).click();
  const field = card.getByRole('textbox', { name: 'eBay item number' });
  await expect(field).toBeFocused();
  await field.fill('12345');
  await card.getByRole('button', { name: 'Link listing' }).click();
  await expect(card.getByRole('alert')).toHaveText('Enter the 12-digit eBay item number');
  // An item number eBay does not have: the server's refusal, inline.
  await field.fill('999999999999');
  await card.getByRole('button', { name: 'Link listing' }).click();
  await expect(card.getByRole('alert')).toHaveText('eBay has no listing with this item number');

  await field.fill(sandboxEbayId(unlinked!.id));
  await card.getByRole('button', { name: 'Link listing' }).click();
  await expect(card.getByRole('link', { name: sandboxEbayId(unlinked!.id) })).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Sync' })).toHaveAttribute('aria-checked', 'true');
  await expect(card).toContainText('Last Synced: never');
  await expect(card.getByRole('button', { name: 'Sync Now' })).toBeDisabled();
  const { violations } = await new AxeBuilder({ page }).include('.ks-ebay').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});
