import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/iam/demo-password';
import { DEMO_PIN } from '../server/seed/demo-logins';

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
/** The avatar menu's button: on the page only while signed in. */
const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for @/ });

async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

async function logIn(page: Page, usernameOrEmail: string, password: string) {
  await page.getByLabel('Username or email').fill(usernameOrEmail);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('a new account registers, is onboarded, signs out and signs back in', async ({ page }) => {
  const username = `rider_${Date.now().toString(36)}`;
  await page.goto('/register');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  // Inline validation keeps what was typed.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Required');
  await expect(page.getByLabel('Username')).toHaveValue(username);

  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill('a long password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Kitswap' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await hydrated(page);

  const refreshToken = (await page.context().cookies()).find((cookie) => cookie.name === 'refresh_token')!.value;
  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
  // The server revoked the session: its refresh token no longer works.
  const reused = await page.request.post('/api/proxy/iam/iam/v1/auth/token', {
    data: { grant_type: 'refresh_token', token: refreshToken, client_id: 'e2e' },
  });
  expect(reused.status()).toBe(400);

  await page.getByRole('link', { name: 'Sign In' }).click();
  await hydrated(page);
  await logIn(page, username, 'a long password');
  await expect(page).toHaveURL(/\/\?message=Logged(\+|%20)in&messageType=success$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Logged in' })).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();
});

test('a wrong password keeps what was typed and says so without telling which part was wrong', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // Both pages render on the server and hydrate without a mismatch.
  for (const path of ['/register', '/login']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
  }
  expect(errors).toEqual([]);
  await logIn(page, 'demo_seller', 'not the password');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Incorrect username, email or password');
  await expect(page.getByLabel('Username or email')).toHaveValue('demo_seller');
});

test('demo_2fa answers a PIN challenge, then lands home logged in', async ({ page }) => {
  await page.goto('/login');
  await hydrated(page);
  await logIn(page, 'demo_2fa', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter Your PIN' })).toBeVisible();
  await page.getByRole('textbox', { name: 'PIN' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('textbox', { name: 'PIN' })).toHaveAccessibleDescription('That PIN is not right');
  await page.getByRole('textbox', { name: 'PIN' }).fill(DEMO_PIN);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/\?message=Logged/);
  await expect(accountMenu(page)).toBeVisible();
});

test('a guest favourite opens the login modal with the spec text and returns to the item signed in', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('[data-block-layout^="item-grid"] article').first().getByRole('link').click();
  await hydrated(page);
  const itemUrl = page.url();
  await page.getByRole('button', { name: /^Favorite/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Log in to add this item to My Favorites')).toBeVisible();
  // Elsewhere than /login the sign-up link changes view inside the modal.
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign Up' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
  await logIn(page, 'demo_buyer', DEMO_PASSWORD);
  await expect(page).toHaveURL(itemUrl);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await hydrated(page);
  await expect(accountMenu(page)).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('destination');
});

test('an expired access token is refreshed silently with the refresh token', async ({ page, baseURL }) => {
  await page.goto('/login');
  await hydrated(page);
  await logIn(page, 'demo_pro', DEMO_PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  const before = await page.context().cookies();
  const refresh = before.find((cookie) => cookie.name === 'refresh_token')!.value;
  // An access token that expired a minute ago (same claims, past exp; the signature no longer matters to the client).
  const access = before.find((cookie) => cookie.name === 'access_token')!.value;
  const [header, payload, signature] = access.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const expired = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url')}.${signature}`;
  await page.context().addCookies([{ name: 'access_token', value: expired, url: baseURL! }]);
  // Often the page's own script has not run yet: it refreshes too, and the reload aborts that call,
  // which must not clear the tokens the reload's server render has just set (engine/session).
  await page.reload();
  await hydrated(page);
  await expect(accountMenu(page)).toBeVisible();
  const after = await page.context().cookies();
  expect(after.find((cookie) => cookie.name === 'refresh_token')!.value).not.toBe(refresh);
  expect(after.find((cookie) => cookie.name === 'access_token')!.value).not.toBe(expired);
});

test('the auth frame logs in from the auth host’s own origin; messages from any other origin are ignored', async ({
  page,
}) => {
  await page.goto('/login?frame=1');
  await hydrated(page);
  const frameElement = page.locator('iframe.ks-auth-frame');
  await expect(frameElement).toHaveAttribute(
    'src',
    /^http:\/\/127\.0\.0\.1:\d+\/login\?platform=iframe&client_id=[\w-]+$/,
  );
  expect(new URL((await frameElement.getAttribute('src'))!).origin).not.toBe(new URL(page.url()).origin);

  // A foreign message (this page's own origin) with a token changes nothing.
  await page.evaluate(() => window.postMessage({ accessToken: 'forged.token.x', hint: 'login', height: 999 }, '*'));
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/login\?frame=1$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
  expect((await frameElement.boundingBox())!.height).not.toBe(999);

  const frame = page.frameLocator('iframe.ks-auth-frame');
  await frame.getByLabel('Username or email').fill('demo_2fa');
  await frame.getByLabel('Password').fill(DEMO_PASSWORD);
  await frame.getByRole('button', { name: 'Log In' }).click();
  await frame.getByLabel('PIN').fill(DEMO_PIN);
  await frame.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/\?message=Logged/);
  await expect(accountMenu(page)).toBeVisible();
});
