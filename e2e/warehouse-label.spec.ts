import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, demoAccessToken, hydrated, openHydrated, signInAsDemo } from './support/session';

interface OrgItem {
  id: number;
  name: string;
  url: string;
  location_id: string | null;
  event_name: string | null;
  cost: number | null;
}

/** demo_org's seeded item at shelf A-03-12, read as demo_org (its seller: it sees the cost and location). */
async function orgItemAtA0312(request: APIRequestContext): Promise<OrgItem> {
  const headers = { authorization: `Bearer ${demoAccessToken('organisation')}` };
  const list = (await (await request.get(api('/v1/items?seller=demo_org&page_size=24'))).json()) as {
    data: { id: number }[];
  };
  for (const { id } of list.data) {
    const item = ((await (await request.get(api(`/v1/items/${id}`), { headers })).json()) as { data: OrgItem }).data;
    if (item.location_id === 'A-03-12') return item;
  }
  throw new Error('demo_org has no item at A-03-12: the seed changed');
}

const labelPath = (id: number) => `/trade-in_listing_qr?item_id=${id}`;

/** No serious or critical axe violations on the page as it is now. */
async function expectNoSevereViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('demo_org opens its item, clicks Print Warehouse Label and gets a label that prints alone on a 4×6 in page', async ({
  page,
  request,
  baseURL,
}) => {
  const item = await orgItemAtA0312(request);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await signInAsDemo(page.context(), baseURL!, 'organisation');
  await openHydrated(page, item.url);
  // The seller card's feedback (one negative in 60) and the Top Seller superlative, explained by the CMS on focus.
  await expect(page.getByRole('link', { name: '98% positive (60)' })).toHaveAttribute(
    'href',
    '/locker/demo_org/feedback',
  );
  const topSeller = page.getByRole('button', { name: 'Top Seller' });
  await topSeller.focus();
  await expect(page.getByRole('tooltip')).toHaveText(
    'A seller with 98 % positive feedback or more over their last 50 sales.',
  );
  await expectNoSevereViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await page.getByRole('link', { name: 'Print Warehouse Label' }).click();
  await expect(page).toHaveURL(labelPath(item.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Print Warehouse Label');

  const label = page.getByRole('article', { name: item.name });
  // The QR code holds the item page's absolute URL (the server's web origin, then the item's path).
  const qr = label.getByRole('img', { name: /^QR code of / });
  await expect(qr).toBeVisible();
  const encoded = (await qr.getAttribute('aria-label'))!.replace(/^QR code of /, '');
  expect(new URL(encoded).pathname).toBe(item.url);
  await expect(label.locator('.ks-label__url')).toHaveText(encoded);
  expect((await qr.locator('path').getAttribute('d'))!.length).toBeGreaterThan(200);
  await expect(label.locator('.ks-label__id-number')).toHaveText(String(item.id));
  await expect(label).toContainText('A-03-12');
  await expect(label).toContainText('Minnesota Hockey Expo 2026');
  await expect(label).toContainText(`$${item.cost!.toFixed(2).replace(/\.00$/, '')}`);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSevereViolations(page);
  // Opened by the link, and opened anew (server HTML, then hydration): no error either way.
  await openHydrated(page, labelPath(item.id));
  await expect(label.getByRole('img', { name: /^QR code of / })).toBeVisible();
  expect(errors).toEqual([]);

  // Printed: the label alone, at the page's top left, 4 × 6 in (96 px an inch); the rest of the page is not shown.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  expect(await label.boundingBox()).toEqual({ x: 0, y: 0, width: 384, height: 576 });
  // One PDF page of 4 × 6 in (288 × 432 points): the label's @page size, nothing spilling onto a second page.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  expect(pdf).toMatch(/\/MediaBox\s*\[\s*0 0 288 432\s*\]/);
});

test('the label is in the server HTML: it prints without script', async ({ browser, request, baseURL }) => {
  const item = await orgItemAtA0312(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInAsDemo(context, baseURL!, 'organisation');
  const page = await context.newPage();
  const response = await page.goto(labelPath(item.id));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('article', { name: item.name }).getByRole('img', { name: /^QR code of / })).toBeVisible();
  await context.close();
});

test("demo_buyer is told only the organisation's staff can print the label", async ({ page, request, baseURL }) => {
  const item = await orgItemAtA0312(request);
  await signInAsDemo(page.context(), baseURL!, 'buyer');
  await openHydrated(page, item.url);
  await expect(page.getByRole('link', { name: 'Print Warehouse Label' })).toHaveCount(0);
  await openHydrated(page, labelPath(item.id));
  const refusal = page.getByRole('status').filter({ hasText: 'You can’t print this label' });
  await expect(refusal).toContainText("Only your organisation's warehouse staff can print this label");
  await expect(page.getByRole('img', { name: /^QR code of / })).toHaveCount(0);
  await refusal.getByRole('link', { name: 'Back to the item' }).click();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.name);
});

test('a guest is asked to log in to print a label', async ({ page, request }) => {
  const item = await orgItemAtA0312(request);
  await openHydrated(page, labelPath(item.id));
  await expect(page.getByRole('dialog')).toContainText('Log in to print this warehouse label');
  await expect(page.getByRole('img', { name: /^QR code of / })).toHaveCount(0);
});
