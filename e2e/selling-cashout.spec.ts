import { expect, test } from '@playwright/test';
import { api, hydrated, signInAs } from './support/session';

/**
 * /selling/cashout (issue 33 item 3): a seller with a completed seller account and an Available balance cashes part
 * of it out and sees the payout in the history. Each copy of the test makes its own seller (POST
 * /v1/testing/payout_sellers, development and test servers only), so repeats never share a balance.
 */
test('a seller cashes out part of Available and sees the payout in the history', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const response = await request.post(api('/v1/testing/payout_sellers'), { data: { available_cents: 25_000 } });
  expect(response.status()).toBe(201);
  const seller = ((await response.json()) as { data: { id: number; uuid: string } }).data;
  await signInAs(context, baseURL!, seller.id, seller.uuid);

  await page.goto('/selling/cashout');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cash Out' })).toBeVisible();
  await expect(page.getByText('$250', { exact: true })).toBeVisible();
  await expect(page.getByText('Bank account •••• 6789')).toBeVisible();
  await expect(page.getByText('No payouts yet.', { exact: false })).toBeVisible();

  const amount = page.getByRole('textbox', { name: 'Amount to cash out (USD)' });
  await expect(amount).toHaveValue('250.00');
  await amount.fill('120.50');
  await page.getByRole('button', { name: 'Cash out $120.50' }).click();

  await expect(page.getByText(/We sent \$120\.50 to your/)).toBeVisible();
  const history = page.getByRole('table', { name: 'Your payouts, newest first' });
  // Pending until the settling job's next run (every minute) finds the sandbox paid it.
  await expect(history.getByRole('row', { name: /\$120\.50 .*6789 (Pending|Paid)/ })).toBeVisible();
  // What is left is Available, prefilled for the next cash-out.
  await expect(page.getByText('$129.50', { exact: true })).toBeVisible();
  await expect(amount).toHaveValue('129.50');
});
