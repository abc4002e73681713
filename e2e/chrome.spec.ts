import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { hydrated, signInAs } from './support/session';

/** Signs a demo account in by its access-token cookie, signed with the development secret the e2e server uses. */
async function signIn(context: BrowserContext, baseURL: string, userId: number) {
  await signInAs(context, baseURL, userId, `e2e-${userId}`);
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a guest sees Sell, Cart, Sign In, Join and Help Center; a mega-menu opens and closes by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(accountNav(page).getByRole('link')).toHaveText(['Sell', 'Cart', 'Sign In', 'Join']);
    await expect(page.getByRole('navigation', { name: 'Help and guides' }).getByRole('link')).toHaveText([
      'Help Center',
      'Guides & Reviews',
      'Value Guide',
    ]);
    const golf = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Golf', exact: true });
    await golf.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'All Golf', exact: true })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Drivers', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(golf).toBeFocused();
    await expect(page.getByRole('link', { name: 'All Golf', exact: true })).toBeHidden();
  });

  test('demo_seller sees Favorites, Inbox, Cart, the avatar menu by keyboard, and the seller banners', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, 1002);
    await page.goto('/');
    await hydrated(page);
    await expect(accountNav(page).getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/feed');
    await expect(accountNav(page).getByRole('link', { name: 'Inbox' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Help and guides' }).getByRole('link')).toHaveText([
      'Guides & Reviews',
      'Value Guide',
    ]);
    const avatar = page.getByRole('button', { name: 'Account menu for @demo_seller' });
    await avatar.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menu', { name: 'Account' }).getByRole('menuitem');
    await expect(items).toHaveText([
      '@demo_seller',
      // The opening balance and the proceeds of the seeded final sales, from the ledger.
      /^Balance: \$[\d,]+\.\d{2}$/,
      'My Locker',
      'Gift Cards',
      'Value Guide',
      'Invite Friends',
      'Seller Dashboard',
      'My Purchases',
      'My Settings',
      'Vacation Mode',
      'Schedule a Call',
      'Help Center',
      'Logout',
    ]);
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(avatar).toBeFocused();
    const notices = page.getByRole('region', { name: 'Notices' });
    await expect(notices).toContainText("A few of your items aren't available for US buyers.");
    await expect(notices).toContainText(/WARNING\s*Inventory last updated \d+ days ago/);
  });

  test('demo_pro has the Kitswap Pro entry; demo_restricted sees the restricted banner and its Resolve modal', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, 1003);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Account menu for @demo_pro' }).click();
    await expect(page.getByRole('menuitem', { name: 'Kitswap Pro' })).toHaveAttribute('href', '/settings/kitswap-pro');
    await signIn(context, baseURL!, 1006);
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByText('Your account has been restricted')).toBeVisible();
    await page.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByRole('dialog', { name: 'Resolve your account restriction' })).toBeVisible();
  });

  test('predictive search suggests and submits an exact match to its lander, else to /search?q=', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Search gear' });
    await box.fill('drivers');
    await expect(page.getByRole('option', { name: /^Drivers/ })).toBeVisible();
    await expect(page.getByRole('option')).not.toHaveCount(0);
    expect(await page.getByRole('option').count()).toBeLessThanOrEqual(11);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\/golf\/clubs\/drivers$/);
    await page.getByRole('combobox', { name: 'Search gear' }).fill('blue stick tape');
    await page.getByRole('combobox', { name: 'Search gear' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=blue\+stick\+tape$/);
  });

  test('the guest newsletter checks on submit, thanks the subscriber and sets ks_ec=1', async ({ page, context }) => {
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Required');
    await footer.getByLabel('Email').fill('e2e-fan@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thanks');
    expect((await context.cookies()).find((cookie) => cookie.name === 'ks_ec')?.value).toBe('1');
    await expect(footer.getByRole('link', { name: /18k\+ Ratings/ })).toBeAttached();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guest opens the 270 px left drawer with the hamburger; Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/shop/golf');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(270);
    await drawer.getByText('Browse by Category').click();
    await expect(drawer.getByText('Golf', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('a signed-in user opens the right drawer from the avatar, Logout last, and logs out', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(context, baseURL!, 1001);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open account menu for @demo_buyer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Account' });
    await expect(drawer.getByRole('link').first()).toHaveText('@demo_buyer');
    await expect(drawer.locator('a, button').last()).toHaveText('Logout');
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const path of ['/', '/shop/golf']) {
      test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        // The footer's review widget loads only near the viewport: bring it in so axe audits it too.
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect(page.getByRole('link', { name: /18k\+ Ratings/ })).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).analyze();
        const severe = violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        );
        expect(
          severe.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  });
}
