import { expect, test } from '@playwright/test';
import { api, hydrated } from './support/session';

// Issue 21 (the buy side, rule by rule): the two end-to-end checks it asks for.

test("the hero's JOIN WITH FACEBOOK starts Facebook's sign-in and reaches socialNewUser for a new login", async ({
  page,
}) => {
  const email = `fan_${Date.now().toString(36)}@example.com`;
  // Outside production the social seam's stand-in asks for the provider's e-mail address (ui/accounts).
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept(email);
  });
  await page.goto('/');
  await hydrated(page);
  const join = page.getByRole('link', { name: 'JOIN WITH FACEBOOK' }).first();
  await expect(join).toHaveAttribute('href', '/register?provider=facebook');
  await join.click();
  await expect(page).toHaveURL(/\/register\?provider=facebook$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await expect(page.getByText('Finish creating your account with Facebook.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  expect(asked).toEqual(['Development Facebook sign-in: your e-mail address']);
});

test('a dismissed sale banner is not in the server HTML, and stays away after hydration', async ({
  request,
  page,
  context,
  baseURL,
}) => {
  const dismiss = 'aria-label="Dismiss sale banner"';
  const sale = ((await (await request.get(api('/v1/sales/current'))).json()) as { data: { id: number } }).data;
  const cookie = `dismissed_sale_${sale.id}=1`;
  expect(await (await request.get('/')).text()).toContain(dismiss);
  expect(await (await request.get('/', { headers: { cookie: 'dismissed_sale_999=1' } })).text()).toContain(dismiss);
  expect(await (await request.get('/', { headers: { cookie } })).text()).not.toContain(dismiss);

  await context.addCookies([{ name: `dismissed_sale_${sale.id}`, value: '1', url: baseURL! }]);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Dismiss sale banner' })).toHaveCount(0);
});
