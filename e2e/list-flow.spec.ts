import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hydrated } from './support/session';

/** A real photo's bytes: a PNG of one colour with a stripe, made here (no fixture file, nothing downloaded). */
async function photoPng(red: number, green: number, blue: number): Promise<Buffer> {
  const stripe = await sharp({
    create: { width: 640, height: 80, channels: 3, background: { r: 250, g: 250, b: 250 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: red, g: green, b: blue } } })
    .composite([{ input: stripe, top: 260, left: 80 }])
    .png()
    .toBuffer();
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Continue, then wait for the next step's heading (the save answered and the flow moved on). */
async function continueTo(page: Page, next: string) {
  await continueButton(page).click();
  await expect(stepHeading(page, next)).toBeVisible();
}

test('a new seller signs up, lists an item from two photos, finds it on search and their locker, then duplicates and edits it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = `seller_${Date.now().toString(36)}`;
  const token = `e2e${Date.now().toString(36)}`;

  // Sign up, then the welcome page's 'List your first item'.
  await page.goto('/register');
  await hydrated(page);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\/onboarding$/);
  await hydrated(page);
  await page.getByRole('link', { name: 'List your first item' }).click();
  await expect(page).toHaveURL(/\/items\/new$/);
  await hydrated(page);

  // Photos: two, uploaded with progress, the second made primary.
  await expect(stepHeading(page, 'Photos')).toBeFocused();
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await photoPng(20, 60, 160) },
    { name: 'back.png', mimeType: 'image/png', buffer: await photoPng(200, 40, 30) },
  ]);
  await expect(page.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Make photo 2 the primary photo' }).click();
  await continueTo(page, 'Category');
  await expect(page).toHaveURL(/\/items\/\d+\?step=category$/);
  const itemId = Number(/\/items\/(\d+)/.exec(page.url())![1]);

  // Category (detection may offer chips; the seller picks from the list), details, brand and model.
  await page
    .getByRole('combobox', { name: 'Category (required)' })
    .selectOption({ label: 'Hockey › Sticks › Senior Sticks' });
  await continueTo(page, 'Details');
  for (const select of await page.locator('form select').all()) await select.selectOption({ index: 1 });
  await continueTo(page, 'Brand and model');
  await page.getByRole('combobox', { name: 'Brand (required)' }).selectOption({ label: 'Bauer' });
  await page.getByRole('searchbox', { name: 'Search models' }).fill('hyperlite');
  await page.getByRole('radio', { name: 'Vapor Hyperlite 2' }).check();
  await continueTo(page, 'Title');

  // Title: proposed from brand, model and the category; the seller adds a word of their own.
  const title = page.getByRole('textbox', { name: 'Title (required)' });
  await expect(title).toHaveValue('Bauer Vapor Hyperlite 2 Senior Hockey Stick');
  const name = `Bauer Vapor Hyperlite 2 Senior Hockey Stick ${token}`;
  await title.fill(name);
  await continueTo(page, 'Condition and description');
  await page.getByRole('radio', { name: 'Used' }).check();
  await page.getByRole('textbox', { name: 'Description' }).fill('Two seasons, blade taped, no cracks.');
  await continueTo(page, 'Price');

  // Price: a price of 0 is refused beside the field; the pricing tip is shown.
  await expect(page.getByRole('region', { name: 'Pricing help' })).toContainText('Pricing tip: lightly used gear');
  const price = page.getByRole('textbox', { name: 'Price (USD) (required)' });
  await price.fill('0');
  await continueButton(page).click();
  await expect(price).toHaveAccessibleDescription(/Enter a price above \$0/);
  await price.fill('120');
  await continueTo(page, 'Shipping');
  await expect(page.getByRole('textbox', { name: 'Length (in) (required)' })).toHaveValue('5');
  await page.getByRole('textbox', { name: 'Weight (lb) (required)' }).fill('2');
  await continueTo(page, 'Review and publish');

  // Leaving and coming back resumes at the first incomplete step: here, the review.
  await page.goto(`/items/${itemId}`);
  await hydrated(page);
  await expect(stepHeading(page, 'Review and publish')).toBeVisible();
  await expect(
    page.getByRole('term').filter({ hasText: 'Photos' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('2 photos');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('dialog', { name: 'Your item is published!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const itemUrl = new URL(page.url()).pathname;
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Found on search and on the seller's locker.
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await hydrated(page);
  await expect(page.getByRole('link', { name: new RegExp(token) }).first()).toBeVisible();
  await page.goto(`/locker/${username}`);
  await hydrated(page);
  await expect(page.getByRole('link', { name: new RegExp(token) }).first()).toBeVisible();

  // Duplicate: a new draft from the item, photos copied, continued at /items/{newId} and listed under Drafts.
  await page.goto(itemUrl);
  await hydrated(page);
  await page.getByRole('region', { name: 'Manage your item' }).getByRole('link', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL(/\/items\/\d+$/);
  const copyId = Number(/\/items\/(\d+)/.exec(page.url())![1]);
  expect(copyId).not.toBe(itemId);
  await expect(stepHeading(page, 'Review and publish')).toBeVisible();
  await expect(
    page.getByRole('term').filter({ hasText: 'Photos' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('2 photos');
  await page.goto(`/locker/${username}`);
  await hydrated(page);
  await expect(
    page.getByRole('region', { name: 'Drafts' }).getByRole('link', { name: new RegExp(token) }),
  ).toHaveAttribute('href', `/items/${copyId}`);

  // Edit the published item: its price, saved at once, shown on its page.
  await page.goto(itemUrl);
  await hydrated(page);
  await page.getByRole('region', { name: 'Manage your item' }).getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/items/${itemId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your item' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Listing steps' })
    .getByRole('link', { name: 'Price', exact: true })
    .click();
  await page.getByRole('textbox', { name: 'Price (USD) (required)' }).fill('110');
  await continueTo(page, 'Shipping');
  await page
    .getByRole('navigation', { name: 'Listing steps' })
    .getByRole('link', { name: 'Review and publish' })
    .click();
  await expect(
    page.getByRole('term').filter({ hasText: 'Price' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$110');
  await page.getByRole('button', { name: 'View item' }).click();
  await expect(page).toHaveURL(new RegExp(`${itemUrl}$`));
  await expect(page.getByText('$110').first()).toBeVisible();
});

test('a guest opening /items/new is asked to log in to start listing', async ({ page }) => {
  await page.goto('/items/new');
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog.getByText('Log in to start listing')).toBeVisible();
});
