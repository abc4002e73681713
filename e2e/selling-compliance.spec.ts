import { expect, test } from '@playwright/test';
import { api, openHydrated, seededUser, signInAs } from './support/session';

// A seller over the INFORM Act threshold, put on vacation by the compliance job, fills in the W-9, files the form and
// leaves vacation. The seller is made fresh for each run (POST /v1/testing/inform_act_sellers, development and test
// only), so the spec repeats.
test('a high-volume seller on vacation files the INFORM Act form and leaves vacation', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const made = await request.post(api('/v1/testing/inform_act_sellers'), {
    data: { sales_count: 200, gross_cents: 500_000 },
  });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  const seller = await seededUser(request, id);
  await signInAs(context, baseURL!, seller.id, seller.uuid);

  await openHydrated(page, '/selling/inform_act');
  await expect(page.getByRole('heading', { level: 1, name: 'INFORM Act' })).toBeVisible();
  await expect(page.getByText('You are not compliant with the INFORM Act.', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(/You are a high-volume seller \(200 sales and \$5,000/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit INFORM Act Form' })).toBeDisabled();

  // The tax id is missing: the W-9 first.
  await page.getByRole('link', { name: 'Edit W-9 (Tax id (TIN))' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'W9' })).toBeVisible();
  await page.getByLabel('Name (as shown on your income tax return)').fill('Casey Volume');
  await page.getByLabel('Federal tax classification').selectOption('individual');
  await page.getByLabel('Address (number, street, and apt. or suite no.)').fill('5 Market St');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').fill('ME');
  await page.getByLabel('ZIP code').fill('04101');
  await page.getByLabel('SSN (###-##-####)').fill('123-45-6789');
  await page.getByLabel('I certify the above under penalties of perjury.').check();
  await page.getByRole('button', { name: 'Save W-9' }).click();
  await expect(page.getByText('Your W-9 is saved.')).toBeVisible();
  await expect(page.getByText(/On file: SSN •••-••-6789/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Seller Dashboard' }).getByRole('link', { name: 'INFORM Act' }).click();
  await expect(page.getByText('•••-••-6789')).toBeVisible();
  await page.getByRole('checkbox', { name: /I confirm that my bank account/ }).check();
  await page.getByRole('button', { name: 'Submit INFORM Act Form' }).click();
  await expect(
    page.getByText('Your INFORM Act form is filed. Vacation mode is off: your items are for sale again.'),
  ).toBeVisible();
  await expect(page.getByText('Vacation Mode is ON')).toHaveCount(0);

  const active = await request.get(api('/v1/vacations/active'), { headers: seller.auth });
  expect(((await active.json()) as { data: unknown }).data).toBeNull();
});
