import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, signInAsDemo } from './support/session';

// Spec §4.8: the first-visit notice and the footer's Privacy choices write ks_consent; an opt-out stops the
// analytics client at once (POST /platform-tools/analytics/v1/track/event, sent for signed-in visitors only);
// Global Privacy Control wins.

const TRACK_EVENT = '**/platform-tools/analytics/v1/track/event';
const SEARCH = '/search?q=glove';

/** Records the analytics events the page sends (answered here, so nothing reaches the server). */
async function recordAnalytics(page: Page): Promise<string[]> {
  const events: string[] = [];
  await page.route(TRACK_EVENT, async (route) => {
    events.push((route.request().postDataJSON() as { event_type: string }).event_type);
    await route.fulfill({ status: 201, json: { data: {} } });
  });
  return events;
}

const notice = (page: Page) => page.getByRole('region', { name: 'Privacy notice' });
const shipping = (page: Page) => page.getByRole('group', { name: 'Shipping' });

function severe(violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a first visit shows the notice; Opt out hides it without moving anything, keeps ks_consent a year, stops analytics', async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsDemo(context, baseURL!, 'buyer'); // demo_buyer sees the Shipping filters (server/seed/chrome.ts)
  const events = await recordAnalytics(page);
  await page.goto(SEARCH);
  await hydrated(page);
  await page.waitForLoadState('networkidle'); // the page is done loading: any shift from here on is the notice's

  await expect(notice(page)).toBeInViewport();
  const { violations } = await new AxeBuilder({ page }).include('.ks-consent-notice').analyze();
  expect(severe(violations)).toEqual([]);

  await page.evaluate(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const nodes = entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80));
        shifts.push(`${entry.value} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift' });
  });
  await notice(page).getByRole('button', { name: 'Opt out' }).click();
  await expect(notice(page)).toHaveCount(0);
  // Layout shifts are reported after the frame that made them: wait one out before reading.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);

  const consent = (await context.cookies()).find((cookie) => cookie.name === 'ks_consent');
  expect(consent).toMatchObject({ value: 'opt-out', sameSite: 'Lax', path: '/' });
  const days = (consent!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  // The next event (a filter change sends 'Filter Applied') is not sent, without a reload.
  await shipping(page).getByRole('checkbox', { name: 'Fast shipping' }).check();
  await expect(page).toHaveURL(/fast_shipping=1$/);
  await page.waitForLoadState('networkidle');
  expect(events).toEqual([]);

  // The server reads the choice: the next page's HTML has no notice, so it never flashes.
  const html = await (await page.request.get(SEARCH)).text();
  expect(html).not.toContain('aria-label="Privacy notice"');
  expect(html).toContain('"consent":"opt-out"');
  await page.reload();
  await hydrated(page);
  await expect(notice(page)).toHaveCount(0);
  await shipping(page).getByRole('checkbox', { name: 'Canadian sellers only' }).check();
  await expect(page).toHaveURL(/fast_shipping=1&canadian_seller_only=1$/);
  await page.waitForLoadState('networkidle');
  expect(events).toEqual([]);
});

test("analytics runs before a choice; the footer's Privacy choices opts out in a dialog that returns focus", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsDemo(context, baseURL!, 'buyer');
  const events = await recordAnalytics(page);
  await page.goto(SEARCH);
  await hydrated(page);

  // Unknown allows analytics (spec §4.8): the route above does see the filter event.
  await shipping(page).getByRole('checkbox', { name: 'Fast shipping' }).check();
  await expect(page).toHaveURL(/fast_shipping=1$/);
  await expect.poll(() => events).toEqual(['Filter Applied']);

  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
  await expect(dialog.getByRole('radio', { name: /opt in/ })).toBeChecked();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(severe(violations)).toEqual([]);
  await dialog.getByRole('radio', { name: /opt out/ }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText('Your privacy choice is saved.');
  await expect(notice(page)).toHaveCount(0);

  await shipping(page).getByRole('checkbox', { name: 'Canadian sellers only' }).check();
  await expect(page).toHaveURL(/fast_shipping=1&canadian_seller_only=1$/);
  await page.waitForLoadState('networkidle');
  expect(events).toEqual(['Filter Applied']);
});

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('no notice, no analytics, and the choices show opt-out with why, opt-in disabled', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await signInAsDemo(context, baseURL!, 'buyer');
    const events = await recordAnalytics(page);
    await page.goto(SEARCH);
    await hydrated(page);
    await expect(notice(page)).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
    await expect(dialog.getByRole('radio', { name: /opt out/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /opt in/ })).toBeDisabled();
    await expect(dialog).toContainText('Global Privacy Control');
    await page.keyboard.press('Escape');

    await shipping(page).getByRole('checkbox', { name: 'Fast shipping' }).check();
    await expect(page).toHaveURL(/fast_shipping=1$/);
    await page.waitForLoadState('networkidle');
    expect(events).toEqual([]);
  });
});
