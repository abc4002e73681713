import { expect, test, type Page } from '@playwright/test';

/**
 * Every CSP violation the page reports (securitypolicyviolation events and console messages), from its first script
 * on.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on(
    'console',
    (message) => /Content Security Policy|Refused to/i.test(message.text()) && consoleViolations.push(message.text()),
  );
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

interface PageViewBody {
  data: { blocks: { id: number; layout: string }[] };
}

test('site pages carry the CSP and framing headers, hydrate, and break none of its rules', async ({
  page,
  request,
}) => {
  const home = (await (await request.get('/api/proxy/edge/v1/page_views/home')).json()) as PageViewBody;
  const items = (await (await request.get('/api/proxy/main/v1/items?page_size=1')).json()) as {
    data: { url: string }[];
  };
  const violations = await watchViolations(page);
  for (const path of [
    '/',
    items.data[0]!.url,
    '/search?q=driver',
    '/shop/golf',
    '/blog',
    `/webview/blocks/home/${home.data.blocks[0]!.id}`,
    '/no/such/page',
  ]) {
    const response = await page.goto(path);
    const headers = response!.headers();
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(page.locator('html[data-hydrated="true"]'), path).toHaveCount(1);
    expect(await violations(), path).toEqual([]);
  }
});

test('the login frame from the auth host loads and logs in under the CSP', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/login?frame=1');
  const frame = page.frameLocator('iframe.ks-auth-frame');
  await expect(frame.getByLabel('Username or email')).toBeVisible();
  await frame.getByLabel('Username or email').fill('demo_buyer');
  await frame.getByLabel('Password').fill('Kitswap-demo-2026');
  await frame.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/\?message=Logged/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(await violations()).toEqual([]);
});

test('the editor preview frames its own pages (they allow our origin as their parent)', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/preview?page_view=e2e-broken-blocks');
  expect(response!.headers()['x-frame-options']).toBe('DENY');
  const frame = page.frameLocator('iframe[title="Desktop preview"]');
  await expect(frame.getByRole('heading', { name: 'Spring Training Deals' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
