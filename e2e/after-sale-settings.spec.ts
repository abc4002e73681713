import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { demoAccount } from '../server/seed/demo-accounts';
import { api, demoAccessToken, openHydrated, signInAsDemo } from './support/session';

/**
 * Settings that change what other specs read of demo_pro (its Pro plan, its items' visibility): they run in
 * the last project, after the others (playwright.config.ts), one after another.
 */
test.describe.configure({ mode: 'serial' });

const pro = demoAccount('pro');

async function searchIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get(api(`/v1/items?seller=${pro.username}&state=available&page_size=60`));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number }[] }).data.map((item) => item.id);
}

test('Kitswap Pro: demo_pro upgrades through the sandbox checkout, then cancels at the period end', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page.context(), baseURL!, 'pro');
  await openHydrated(page, '/settings/kitswap-pro');
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await page
    .getByRole('radio', { name: /^Pro\b/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByRole('button', { name: /^Pay \$[\d.,]+ and upgrade$/ }).click();
  const plan = page.getByRole('region', { name: 'Your plan' });
  // demo_pro paid with a one-off card and saved none: the plan would end unless a card is added.
  await expect(plan.getByText(/^Renews on .+ if you have a saved card by then\.$/)).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/settings/payment_methods');
  // The purchase shows in the billing history, newest first.
  const history = page.getByRole('table', { name: 'Your Kitswap Pro charges, newest first' });
  await expect(history.getByRole('row').nth(1)).toContainText(
    /Pro, monthly purchase\s*\$19\.99\s*Card entered at checkout\s*Paid/,
  );

  await plan.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel my plan' }).click();
  await expect(plan.getByText(/^Canceled\. Your plan ends on/)).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Add a card' })).toHaveCount(0);
});

test('Kitswap Pro’s locker: while the plan runs, demo_pro’s cover photo, bio and Pro badge show on their locker', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page.context(), baseURL!, 'pro');
  await openHydrated(page, '/settings/kitswap-pro');
  const locker = page.getByRole('region', { name: 'Your locker' });
  await locker.getByLabel('Bio').fill('Goalie gear only.\nShips from Calgary.');
  const cover = await sharp({ create: { width: 1200, height: 300, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  await locker.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await expect(locker.getByRole('img', { name: 'Your cover photo' })).toBeVisible();
  await locker.getByRole('button', { name: 'Save' }).click();
  await expect(locker.getByRole('status')).toHaveText('Your locker is saved.');

  // Anyone sees them on the locker: a guest here.
  await page.context().clearCookies();
  await openHydrated(page, `/locker/${pro.username}`);
  await expect(page.getByRole('img', { name: `@${pro.username}’s cover photo` })).toBeVisible();
  await expect(page.getByText('Goalie gear only.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Kitswap Pro member' }).first()).toBeVisible();
});

test('vacation mode hides demo_pro’s items from search while on, and shows them again once off', async ({
  page,
  request,
  baseURL,
}) => {
  const before = await searchIds(request);
  expect(before.length).toBeGreaterThan(0);
  await signInAsDemo(page.context(), baseURL!, 'pro');
  await openHydrated(page, '/settings/vacation');
  await page.getByLabel('Message to buyers (optional)').fill('At a tournament, back soon.');
  await page.getByRole('button', { name: 'Turn On Vacation Mode' }).click();
  await expect(page.getByRole('heading', { name: 'Vacation Mode is ON' })).toBeVisible();
  expect(await searchIds(request)).toEqual([]);
  const item = await request.get(api(`/v1/items/${before[0]}?track=false`), {
    headers: { authorization: `Bearer ${demoAccessToken('buyer')}` },
  });
  expect(((await item.json()) as { data: { actions: string[] } }).data.actions).not.toContain('buy');

  await page.getByRole('button', { name: 'Turn Off Vacation Mode' }).click();
  await expect(page.getByRole('heading', { name: 'Vacation Mode is OFF' })).toBeVisible();
  expect((await searchIds(request)).sort()).toEqual([...before].sort());
});
