import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { IMPORTING_SELLER_IDS } from '../server/seed/chrome';
import { hydrated, openHydrated, seededUserOfCopy, signInAs, signInAsDemo } from './support/session';

const SAMPLE = 'server/imports/fixtures/sample-items.csv';

test('demo_pro’s past import is on the import page, finished, with its error report', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsDemo(context, baseURL!, 'pro');
  await openHydrated(page, '/settings/csv-import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import items from a CSV file' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the error report' })).toBeVisible();
});

test('a seller imports the sample CSV: columns guessed, rows checked, progress to 100% that survives a reload, the items on the locker', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Upload, columns, two reloads, the import job and two axe scans: over 20 s alone, more beside the other specs.
  test.setTimeout(90_000);
  // A seller of this copy of the test, with the import turned on and no import yet (the page shows the latest one).
  const seller = await seededUserOfCopy(request, IMPORTING_SELLER_IDS);
  await signInAs(context, baseURL!, seller.id, seller.uuid);
  await openHydrated(page, '/settings/csv-import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import items from a CSV file' })).toBeVisible();

  await page.getByLabel('CSV file').setInputFiles(SAMPLE);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { name: 'Match your columns' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'SKU (required)' })).toHaveValue('SKU');
  await expect(page.getByRole('combobox', { name: 'Price (required)' })).toHaveValue('Price');
  const preview = page.getByRole('table');
  await expect(preview.getByRole('row')).toHaveCount(7);
  await expect(preview.getByText('Price: Enter a price above $0')).toBeVisible();
  await expect(page.getByText('2 of these rows have problems', { exact: false })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  // The step is the server's: a reload comes back to the columns.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Match your columns' })).toBeVisible();
  await page.getByRole('button', { name: 'Start import' }).click();

  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
  await expect(page.getByText('6 of 6 rows: 4 listed, 0 updated, 2 with problems.')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the error report' }).click();
  expect((await download).suggestedFilename()).toMatch(/^import-\d+-errors\.csv$/);

  await page.getByRole('link', { name: 'See your items' }).click();
  await expect(page).toHaveURL(new RegExp(`/locker/${seller.username}$`));
  await expect(page.getByRole('article').filter({ hasText: 'Titleist TSR2 Driver 10.5' })).toBeVisible();
});

async function severeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
