import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { insightsSchema, type Insights } from '../schemas/entities/insights';
import type { DemoAccountKind } from '../server/seed/demo-accounts';
import { formatMoney } from '../ui/format/money';
import { api, demoAccessToken, hydrated, signInAsDemo } from './support/session';

test.use({ viewport: { width: 1280, height: 900 } });

interface ListedItem {
  id: number;
  name: string;
  url: string;
}

/** A demo seller's available items, and the offers on each (as the seller reads them). */
async function itemsWithOffers(request: APIRequestContext, kind: DemoAccountKind, username: string) {
  const headers = { authorization: `Bearer ${demoAccessToken(kind)}` };
  const listed = await request.get(api(`/v1/items?seller=${username}&page_size=48`), { headers });
  const items = ((await listed.json()) as { data: ListedItem[] }).data;
  return Promise.all(
    items.map(async (item) => {
      const offers = await request.get(api(`/v1/items/${item.id}/offers`), { headers });
      return { ...item, offers: ((await offers.json()) as { data: unknown[] }).data.length };
    }),
  );
}

async function insightsOf(
  request: APIRequestContext,
  kind: DemoAccountKind,
  id: number,
  query = '',
): Promise<Insights> {
  const answer = await request.get(api(`/v1/items/${id}/insights${query}`), {
    headers: { authorization: `Bearer ${demoAccessToken(kind)}` },
  });
  expect(answer.status()).toBe(200);
  return insightsSchema.parse(((await answer.json()) as { data: unknown }).data);
}

const openInsights = async (page: Page, url: string) => {
  await page.goto(url);
  await hydrated(page);
  await page.getByRole('region', { name: 'Manage your item' }).getByRole('button', { name: 'View Insights' }).click();
};

const figure = (scope: ReturnType<Page['getByRole']>, term: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term.replace(/[+]/g, '\\+')}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('demo_pro opens the insights of its offered item and sees the figures the API answers; filters re-price it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInAsDemo(context, baseURL!, 'pro');
  const items = await itemsWithOffers(request, 'pro', 'demo_pro');
  const item = items.sort((a, b) => b.offers - a.offers)[0]!;
  expect(item.offers, 'the seed gives demo_pro an item with several offers').toBeGreaterThanOrEqual(4);
  const insights = await insightsOf(request, 'pro', item.id);
  expect(insights.value_guide.recent_sales, 'sales of its model in the seed').toBeGreaterThan(0);

  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await openInsights(page, item.url);
  const dialog = page.getByRole('dialog', { name: item.name });
  await expect(dialog).toBeVisible();
  expect(scripts.some((url) => url.includes('InsightsDialog'))).toBe(true);

  const { item: figures, value_guide: guide } = insights;
  await expect(figure(dialog, 'Ask Price + Shipping')).toContainText(
    formatMoney(figures.price + figures.shipping_discount_amount),
  );
  await expect(figure(dialog, 'Your Cost')).toHaveText(formatMoney(figures.cost!));
  await expect(dialog.getByText(/^Published (today|1 day ago|\d+ days ago)$/)).toBeVisible();
  const pricing = dialog.getByRole('region', { name: 'Suggested Price' });
  await expect(pricing.locator('.ks-insights__big')).toHaveText(formatMoney(guide.suggested_price!));
  await expect(dialog.getByRole('region', { name: 'Sell-Through Rate' })).toContainText(
    guide.sell_through_rate.rating.toUpperCase(),
  );
  await expect(dialog.getByRole('region', { name: 'Recent Sales' }).getByRole('listitem')).toHaveCount(
    insights.recent_sales.length,
  );
  const table = dialog.getByRole('table', { name: 'Recent Offers' });
  await expect(table.getByRole('row')).toHaveCount(item.offers + 1);
  await expect(table.getByRole('columnheader', { name: /^Date/ })).toHaveAttribute('aria-sort', 'descending');
  const details = dialog.getByRole('region', { name: 'Details' });
  await expect(figure(details, 'Event Name')).toHaveText(figures.event_name!);
  await expect(figure(details, 'Warehouse Location')).toHaveText(figures.location_id!);
  await expect(figure(details, 'Item ID')).toHaveText(String(item.id));

  // Pricing without the condition: the server's figure for no detail at all.
  const unfiltered = await insightsOf(request, 'pro', item.id, '?details[]=');
  await pricing.getByRole('button', { name: /^Filters/ }).click();
  await pricing.getByRole('checkbox', { name: /Condition/ }).uncheck();
  await expect(pricing.locator('.ks-insights__big')).toHaveText(formatMoney(unfiltered.value_guide.suggested_price!));
  await expect(pricing).toContainText(`median of ${unfiltered.value_guide.recent_sales} sales`);

  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('demo_org, a trade-in account, gets the legacy modal with its own figures', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInAsDemo(context, baseURL!, 'organisation');
  const items = await itemsWithOffers(request, 'organisation', 'demo_org');
  const item = items.find((entry) => entry.offers > 0)!;
  expect(item, 'the seed gives demo_org an item with an offer').toBeDefined();
  const insights = await insightsOf(request, 'organisation', item.id);
  await openInsights(page, item.url);
  const dialog = page.getByRole('dialog', { name: 'Advanced Item/Swap Insights' });
  await expect(dialog).toBeVisible();
  const valueGuide = dialog.getByRole('region', { name: 'Value Guide' });
  await expect(figure(valueGuide, 'Your Price')).toHaveText(
    formatMoney(insights.item.price + insights.item.shipping_discount_amount),
  );
  const median = insights.value_guide.avg_resale_price.median;
  await expect(figure(valueGuide, 'Suggested Price')).toHaveText(
    median === null ? 'N/A' : formatMoney(median + insights.item.shipping_discount_amount),
  );
  const itemDetails = dialog.getByRole('region', { name: 'Item Details' });
  await expect(figure(itemDetails, 'Event Name')).toHaveText(insights.item.event_name ?? 'N/A');
  await expect(figure(itemDetails, 'My Cost')).toHaveText(formatMoney(insights.item.cost!));
  await expect(figure(itemDetails, 'Last Bumped')).toHaveText('never');
  await expect(dialog.getByRole('region', { name: 'Offer Details' }).getByRole('listitem')).toHaveCount(1);
  await figure(valueGuide, 'Recent Sales').getByRole('link').click();
  await expect(page).toHaveURL(/\/search\?model\[\]=\d+&recently_sold=1/);
});

test('demo_seller, without the insights feature, gets the Kitswap Pro paywall', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInAsDemo(context, baseURL!, 'seller');
  const listed = await request.get(api('/v1/items?seller=demo_seller&page_size=12'));
  const item = ((await listed.json()) as { data: ListedItem[] }).data[0]!;
  const refused = await request.get(api(`/v1/items/${item.id}/insights`), {
    headers: { authorization: `Bearer ${demoAccessToken('seller')}` },
  });
  expect(refused.status()).toBe(403);
  await openInsights(page, item.url);
  const dialog = page.getByRole('dialog', { name: 'Insights come with Kitswap Pro' });
  await expect(dialog).toBeVisible();
  for (let slide = 0; slide < 3; slide++) await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('group')).toHaveAccessibleName('4 of 4: Help when you need it');
  await dialog.getByRole('link', { name: 'Upgrade to Kitswap Pro' }).click();
  await expect(page).toHaveURL(/\/settings\/kitswap-pro$/);
});

test('on the swap page demo_pro sees the insights of that swap: its offer heads them, its row is highlighted', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await signInAsDemo(context, baseURL!, 'pro');
  const items = await itemsWithOffers(request, 'pro', 'demo_pro');
  const item = items.sort((a, b) => b.offers - a.offers)[0]!;
  const offers = await request.get(api(`/v1/items/${item.id}/offers`), {
    headers: { authorization: `Bearer ${demoAccessToken('pro')}` },
  });
  const newest = ((await offers.json()) as { data: { swap_id: number; amount: number; buyer: { username: string } }[] })
    .data[0]!;
  await page.goto(`/swaps/${newest.swap_id}`);
  await hydrated(page);
  await page.getByRole('button', { name: 'View Insights' }).click();
  const dialog = page.getByRole('dialog', { name: item.name });
  await expect(figure(dialog, 'Offer')).toHaveText(formatMoney(newest.amount));
  const current = dialog.getByRole('table', { name: 'Recent Offers' }).locator('tr.ks-insights__row--current');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(`@${newest.buyer.username} (this swap)`);
});
