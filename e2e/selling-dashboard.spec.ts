import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sellerDashboardSchema } from '../schemas/entities/seller-dashboard';
import { demoAccount } from '../server/seed/demo-accounts';
import { formatMoney } from '../ui/format/money';
import { accessTokenFor, api, hydrated, signInAs } from './support/session';

/** demo_seller, signed in with its own uuid in the token, so the page and the spec read the same dashboard. */
const seller = demoAccount('seller');
const uuid = `uuid-${seller.username}`;

test.use({ viewport: { width: 1280, height: 900 } });

test('demo_seller opens the Seller Dashboard from the avatar menu and sees its balances, sales and stats', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Read only: the spec moves nothing, so it holds on repeats and beside the other specs.
  const answer = await request.get(api(`/v1/users/${uuid}/seller_dashboard`), {
    headers: { authorization: `Bearer ${accessTokenFor(seller.id, uuid)}` },
  });
  expect(answer.status()).toBe(200);
  const expected = sellerDashboardSchema.parse(((await answer.json()) as { data: unknown }).data);
  // The seed's demo_seller: sales waiting in Pending, released ones and a credit in Available, parcels to ship.
  expect(expected.pending_sales.length).toBeGreaterThan(0);
  expect(expected.to_ship.some((sale) => sale.label_printed)).toBe(true);

  await signInAs(context, baseURL!, seller.id, uuid);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: `Account menu for @${seller.username}` }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem', { name: /^Balance: / })).toHaveAttribute('href', '/selling#balance');
  await menu.getByRole('menuitem', { name: 'Seller Dashboard' }).click();

  await expect(page).toHaveURL(/\/selling$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeVisible();
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance.getByRole('heading', { name: 'Pending' }).locator('..')).toContainText(
    formatMoney(expected.balances.pending),
  );
  await expect(balance.getByRole('heading', { name: 'Available' }).locator('..')).toContainText(
    formatMoney(expected.balances.available),
  );
  const waiting = balance.getByRole('list', { name: 'Sales waiting to be final' }).getByRole('listitem');
  await expect(waiting).toHaveCount(expected.pending_sales.length);
  await expect(waiting.first()).toContainText(expected.pending_sales[0]!.item.name);

  const sales = page.getByRole('table', { name: 'Recent sales' });
  await expect(sales.getByRole('row')).toHaveCount(expected.recent_sales.length + 1);
  const first = expected.recent_sales[0]!;
  await expect(sales.getByRole('link', { name: first.item.name }).first()).toHaveAttribute(
    'href',
    `/swaps/${first.swap_id}`,
  );
  const labelled = expected.to_ship.find((sale) => sale.label_printed)!;
  await expect(
    page
      .getByRole('region', { name: 'To ship' })
      .getByRole('link', { name: `Print the label for ${labelled.item.name}` }),
  ).toHaveAttribute('href', `/swaps/${labelled.swap_id}/label`);

  // The stats: each chart's figures as a table; the switch asks for 90 days, by keyboard.
  const stats = page.getByRole('region', { name: 'Stats' });
  await expect(stats.getByRole('table', { name: 'Sales per day, last 30 days' }).getByRole('row')).toHaveCount(31);
  await stats.getByRole('button', { name: 'Last 90 days' }).focus();
  await page.keyboard.press('Enter');
  await expect(stats.getByRole('table', { name: 'Sales per week, last 90 days' }).getByRole('row')).toHaveCount(14);
  await expect(stats.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
});

test('the Seller Dashboard has no accessibility violations (axe)', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await signInAs(context, baseURL!, seller.id, uuid);
  await page.goto('/selling');
  await hydrated(page);
  await expect(page.getByRole('table', { name: 'Recent sales' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('.ks-selling').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("the header's Balance opens the dashboard's balance section", async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, seller.id, uuid);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: `Account menu for @${seller.username}` }).click();
  await page
    .getByRole('menu', { name: 'Account' })
    .getByRole('menuitem', { name: /^Balance: / })
    .click();
  await expect(page).toHaveURL(/\/selling#balance$/);
  await expect(page.getByRole('region', { name: 'Balance' })).toBeFocused();
});
