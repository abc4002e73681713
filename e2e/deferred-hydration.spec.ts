import { expect, test, type Page } from '@playwright/test';

// engine/hydration: a page hydrates the blocks and footer on screen first; those below follow when near, used
// or once the browser is idle, and a click on one not hydrated yet is replayed once it is.

/** The scripts the page had asked for when it counted as hydrated (recorded in the page, at that moment). */
async function scriptsAtHydration(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      const names = performance.getEntriesByType('resource').map((entry) => entry.name);
      Object.assign(window, { scriptsAtHydration: names.filter((name) => name.endsWith('.js')) });
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto('/');
  await page.waitForFunction(() => 'scriptsAtHydration' in window);
  return page.evaluate(() => (window as unknown as { scriptsAtHydration: string[] }).scriptsAtHydration);
}

const loaded = (page: Page, chunk: RegExp) =>
  page.evaluate(
    (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
    chunk.source,
  );

test.use({ viewport: { width: 1280, height: 720 } });

test('the home page hydrates without the code of its footer and of the item grids below the fold, which follow', async ({
  page,
}) => {
  const scripts = await scriptsAtHydration(page);
  expect(scripts.some((url) => /\/assets\/Carousel-/.test(url))).toBe(true);
  expect(scripts.filter((url) => /\/assets\/(Footer|ItemGrid)-/.test(url))).toEqual([]);
  // Below the fold, the server's HTML is there before its code.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Value Guide' })).toHaveAttribute(
    'href',
    '/value-guide',
  );
  await expect.poll(() => loaded(page, /\/assets\/Footer-/)).toBe(true);
  await expect.poll(() => loaded(page, /\/assets\/ItemGrid-/)).toBe(true);
});

/**
 * Opens the home page with the code of one chunk held back until the answer is called, so what the test does
 * meanwhile lands on the server's HTML.
 */
async function homeHolding(page: Page, chunk: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  return release;
}

test('a click on the footer before its code arrives is answered once it has', async ({ page }) => {
  const release = await homeHolding(page, 'Footer');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveCount(0);
  release();
  await expect(footer.getByRole('alert')).toHaveText('Required');
});

test('an arrow key on the category menu before its code arrives opens the menu once it has', async ({ page }) => {
  const release = await homeHolding(page, 'CategoryNav');
  const golf = page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Golf', exact: true });
  await golf.focus();
  await page.keyboard.press('ArrowDown');
  await expect(golf).toBeFocused();
  release();
  await expect(page.getByRole('link', { name: 'All Golf', exact: true })).toBeFocused();
});
