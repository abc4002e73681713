import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  api,
  copyOfTest,
  findSingleUnitItem,
  giveShipTo,
  openHydrated,
  seededUserOfCopy,
  signInAs,
} from './support/session';

/** A single-unit item for `action` from page 4 of the cheapest items (swap.spec takes page 7). */
const findItem = (request: APIRequestContext, action: string, skip = 0) =>
  findSingleUnitItem(request, action, { page: 4, skip });

const open = openHydrated;

/** The header's Cart link: its name carries the count ('Cart, 2 items'; 'Cart' when empty). */
const headerCart = (page: Page) =>
  page.getByRole('navigation', { name: 'Account' }).first().getByRole('link', { name: /^Cart/ });
const cartName = (count: number) => (count === 0 ? 'Cart' : `Cart, ${count} items`);

test('a guest carts an item, signs in, finds it merged into the cart, pays with the sandbox card and sees the purchase', async ({
  page,
  request,
  baseURL,
}) => {
  // Page 6 of the cheapest items, away from the other cart tests' pages 4 and 5: this one sells what it buys. Each
  // copy buys its own item as its own buyer (two copies run at once, and paying pays the whole cart).
  const item = await findSingleUnitItem(request, 'add_to_cart', { page: 6, skip: copyOfTest() });
  const buyer = await seededUserOfCopy(request, [152, 153, 154, 158, 160, 161]);
  await giveShipTo(request, buyer);
  await open(page, item.url);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'View in Cart' })).toBeVisible();
  expect(
    await page.evaluate(() =>
      JSON.parse(localStorage.getItem('guestCartItems') ?? '[]').map((entry: { id: number }) => entry.id),
    ),
  ).toEqual([item.id]);

  // Signing in: the session now has a user, and the guest cart moves to the server on the next page.
  await signInAs(page.context(), baseURL!, buyer.id, buyer.uuid);
  const merged = page.waitForResponse(
    (response) => response.url().endsWith('/cart/batch_add') && response.status() === 200,
  );
  await open(page, '/cart');
  await merged;
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('link', { name: item.name })).toHaveCount(1);
  // The header counts the merged cart at once, from the merge's answer.
  await expect(headerCart(page)).toHaveAccessibleName(cartName(await lines.getByRole('listitem').count()));
  expect(await page.evaluate(() => localStorage.getItem('guestCartItems'))).toBeNull();
  await expect(page).toHaveTitle(/View your cart/);

  await expect(page.getByRole('radio', { name: 'Sandbox test card — approved' })).toBeChecked();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/purchases\?order=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText(
    /Thank you! Order #\d+ is paid/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Purchases');
  await expect(
    page.getByRole('list', { name: 'Orders, newest first' }).getByRole('link', { name: item.name }),
  ).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'ks_user_haspc')?.value).toBe('1');

  // The cart is empty, and the bought single unit is sold.
  await open(page, '/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const after = ((await (await request.get(api(`/v1/items/${item.id}`))).json()) as { data: { state: string } }).data;
  expect(after.state).toBe('sold');
});

test('the header’s cart count follows Add to Cart, Buy Now and Remove at once, without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  // Page 5 of the cheapest items: away from the other cart test's page 4, which it buys from.
  const first = await findSingleUnitItem(request, 'add_to_cart', { page: 5 });
  const second = await findSingleUnitItem(request, 'buy', { page: 5, skip: 1 });
  expect(second.id).not.toBe(first.id);
  const buyer = await seededUserOfCopy(request, [155, 156, 157, 159, 163, 164]);
  await signInAs(page.context(), baseURL!, buyer.id, buyer.uuid);
  const cart = await request.get(api(`/v1/users/${buyer.uuid}/cart`), { headers: buyer.auth });
  const start = ((await cart.json()) as { data: { cart_items: unknown[] } }).data.cart_items.length;

  await open(page, first.url);
  await expect(headerCart(page)).toHaveAccessibleName(cartName(start));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(headerCart(page)).toHaveAccessibleName(cartName(start + 1));

  await open(page, second.url);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(headerCart(page)).toHaveAccessibleName(cartName(start + 2));

  await page.getByRole('button', { name: `Remove ${first.name}` }).click();
  await expect(headerCart(page)).toHaveAccessibleName(cartName(start + 1));
});

test('a buyer makes an offer on an item and the swap exists with it', async ({ page, request, baseURL }) => {
  const item = await findItem(request, 'offer', 3);
  // Each copy offers as a buyer of its own: a second offer of one buyer on the item would join the first's swap.
  const buyer = await seededUserOfCopy(request, [167, 169, 173, 174, 176, 178]);
  await signInAs(page.context(), baseURL!, buyer.id, buyer.uuid);
  await open(page, item.url);
  await page.getByRole('button', { name: 'Make Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Offer' });
  await dialog.getByLabel('Your offer (USD)').fill('12.5');
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  const sent = page.getByRole('dialog', { name: 'Offer sent' });
  const href = await sent.getByRole('link', { name: 'View Swap' }).getAttribute('href');
  const swapId = Number(href!.match(/^\/swaps\/(\d+)$/)![1]);

  const swap = await request.get(api(`/v1/swaps/${swapId}`), { headers: buyer.auth });
  expect(swap.status()).toBe(200);
  expect((await swap.json()).data).toMatchObject({
    item: { id: item.id },
    buyer: { id: buyer.id },
    offers: [{ amount: 12.5, state: 'pending' }],
  });
  // The item page now has the buyer's View Swap.
  await sent.getByRole('button', { name: /close/i }).click();
  await expect(
    page.getByRole('region', { name: 'Buy this item' }).getByRole('link', { name: 'View Swap' }),
  ).toHaveAttribute('href', `/swaps/${swapId}`);
});
