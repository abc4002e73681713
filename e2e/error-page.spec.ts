import { expect, test } from '@playwright/test';
import { hydrated } from './support/session';

// Issue 21, items 5 and 7: the error page's sport clip plays, and a lander's 'Keep exploring' card leads on.

test("a lander's Keep exploring card leads to the suggested lander; a screen that fails there shows the error page playing a sport clip", async ({
  page,
}) => {
  const clips: string[] = [];
  page.on('request', (request) => {
    if (/\/sport-\d\d-[\w-]+\.webm$/.test(request.url())) clips.push(request.url());
  });
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[error-report]')) reports.push(message.text());
  });

  await page.goto('/shop/hockey/skates');
  await hydrated(page);
  const suggestion = page.getByRole('region', { name: 'Keep exploring' }).getByRole('link', { name: 'Hockey Sticks' });
  await expect(suggestion).toHaveAttribute('href', '/shop/hockey/sticks');
  // Its photo (the suggested lander's featured item) loads once the card is scrolled to (loading=lazy).
  await suggestion.scrollIntoViewIfNeeded();
  await expect
    .poll(() => suggestion.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(clips).toEqual([]);

  // The next lander's page view fails: the screen's boundary shows the error page.
  await page.route('**/v2/landers/**', (route) =>
    route.fulfill({ status: 500, json: { errors: [{ message: 'Boom', code: 'failed' }] } }),
  );
  await suggestion.click();
  await expect(page).toHaveURL(/\/shop\/hockey\/sticks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  const video = page.locator('.ks-status-page__video video');
  await expect(video).toHaveAttribute('src', /\/sport-(0[1-9]|1[0-6])-[\w-]+\.webm$/);
  // It really plays: muted autoplay is allowed, and the page's CSP (media-src 'self') lets the file load.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0))
    .toBe(true);
  expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop])).toEqual([true, true]);
  expect(clips).toHaveLength(1);
  expect(reports.length).toBeGreaterThan(0);
});
