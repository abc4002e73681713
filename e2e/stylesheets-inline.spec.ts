import { expect, test } from '@playwright/test';

// ui/stylesheet/README.md: the server puts the text of every stylesheet a page uses in its head; the
// browser reuses it by URL and links only the stylesheets of blocks a later page adds.

test('the first HTML holds the CSS of every stylesheet of the page, and neither the load nor hydration fetches one', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('<link rel="stylesheet"');
  for (const name of ['tokens', 'Chrome', 'Card', 'Carousel', 'ItemGrid', 'HomeFeaturedCategories']) {
    expect(head).toMatch(new RegExp(`<style data-precedence="[a-z]+" data-href="[^"]*/assets/${name}-[^" ]+\\.css`));
  }

  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(stylesheets).toEqual([]);
  // Styled from the inlined text: Carousel.css makes the carousel's track a scroll-snapping flex row.
  const track = page.locator('.ks-carousel__track').first();
  await expect(track).toBeVisible();
  expect(await track.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
  expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
});

test('a client-side navigation to a page with a block the first page lacked shows it only once its stylesheet applies', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  expect(await page.locator('head [data-href*="/TextPills-"], head link[href*="/TextPills-"]').count()).toBe(0);

  await page.evaluate(() => {
    // The pill's style the moment React puts it in the page: styled then, or the visitor saw it unstyled.
    const probe = window as unknown as { pillOnArrival?: { display: string; radius: number } };
    new MutationObserver(() => {
      const pill = document.querySelector('.ks-text-pills__pill');
      if (!pill || probe.pillOnArrival) return;
      const computed = getComputedStyle(pill);
      probe.pillOnArrival = { display: computed.display, radius: Number.parseFloat(computed.borderTopLeftRadius) };
    }).observe(document.body, { childList: true, subtree: true });
    history.pushState(null, '', '/shop/e2e/sixty-blocks');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('.ks-text-pills__pill').first()).toBeVisible();
  await expect(page.locator('head link[rel="stylesheet"][href*="/TextPills-"]')).toHaveCount(1);
  // An unstyled link is inline with square corners; TextPills.css makes it a rounded inline-flex pill.
  const onArrival = await page.evaluate(
    () => (window as unknown as { pillOnArrival?: { display: string; radius: number } }).pillOnArrival,
  );
  expect(onArrival?.display).toBe('inline-flex');
  expect(onArrival?.radius).toBeGreaterThan(8);
  expect(errors).toEqual([]);
});
