import { expect, test } from '@playwright/test';
import { hydrated, openHydrated } from './support/session';

test('a new seller sets up payouts through the three pages, then changes their contact details', async ({ page }) => {
  test.setTimeout(90_000);
  // A fresh account per copy of the test (--repeat-each, a retry): its seller account is its own.
  const username = `payee_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await openHydrated(page, '/register');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\/onboarding$/);
  await hydrated(page);

  // Step 1: who is paid.
  await openHydrated(page, '/selling/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up payouts' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Seller Dashboard' });
  await expect(nav.getByRole('link', { name: 'Set up payouts' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'All set' })).toHaveCount(0);
  const details = page.getByRole('form', { name: 'Seller account details' });
  await details.getByLabel('Legal name').fill('Robin Payee');
  await details.getByLabel('Date of birth').fill('1990-12-10');
  await details.getByLabel('Street address').fill('10 Main St');
  await details.getByLabel('City').fill('Boston');
  await details.getByLabel('State').selectOption('MA');
  await details.getByLabel('ZIP code').fill('02116');
  await details.getByRole('button', { name: 'Continue to bank account' }).click();

  // Step 2: the bank; a routing number failing the ABA check is refused at its field first.
  await expect(page).toHaveURL(/\/selling\/create\/bank$/);
  const bank = page.getByRole('form', { name: 'Bank account' });
  await expect(bank.getByLabel('Name on the account')).toHaveValue('Robin Payee');
  await bank.getByLabel('Routing number').fill('021000022');
  await bank.getByLabel('Account number', { exact: true }).fill('000123456789');
  await bank.getByLabel('Confirm account number').fill('000123456789');
  await bank.getByRole('button', { name: 'Save bank account' }).click();
  await expect(bank.getByLabel('Routing number')).toBeFocused();
  await expect(bank.getByLabel('Routing number')).toHaveAccessibleDescription(/Enter a valid 9-digit routing number/);
  await bank.getByLabel('Routing number').fill('021000021');
  await bank.getByRole('button', { name: 'Save bank account' }).click();

  // Step 3: set up; only the last 4 digits are ever shown again.
  await expect(page).toHaveURL(/\/selling\/create\/completed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All set' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'You’re set up to get paid' })).toBeVisible();
  await expect(page.getByText(/Payouts go to the account/)).toContainText('•••• ending in 6789');
  await expect(page.getByRole('link', { name: 'Cash out', exact: true })).toHaveAttribute('href', '/selling/cashout');
  await expect(page.getByRole('link', { name: 'Go to your Seller Dashboard' })).toHaveAttribute('href', '/selling');
  await expect(page.locator('body')).not.toContainText('000123456789');

  // Contact details: the sign-in e-mail to start with; the phone saved as the server keeps it.
  await nav.getByRole('link', { name: 'Contact details' }).click();
  await expect(page).toHaveURL(/\/selling\/edit\/contact$/);
  const contact = page.getByRole('form', { name: 'Contact details' });
  await expect(contact.getByLabel('Email')).toHaveValue(`${username}@example.com`);
  await contact.getByLabel('Phone number').fill('(617) 555-0100');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByText('Contact details saved.')).toBeVisible();
  await openHydrated(page, '/selling/edit/contact');
  await expect(page.getByRole('form', { name: 'Contact details' }).getByLabel('Phone number')).toHaveValue(
    '+16175550100',
  );

  // The bank page, opened afresh: the account by its last 4 digits, the numbers' fields empty.
  await openHydrated(page, '/selling/edit/bank');
  const editBank = page.getByRole('form', { name: 'Bank account' });
  await expect(editBank).toContainText('Payouts now go to the account •••• ending in 6789 in the name of Robin Payee');
  await expect(editBank.getByLabel('Account number', { exact: true })).toHaveValue('');
  await expect(page.locator('body')).not.toContainText('000123456789');
});
