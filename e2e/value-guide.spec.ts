import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { valueGuideResponseSchema } from '../schemas/entities/value-guide';
import { formatMoney } from '../ui/format/money';
import { api, hydrated } from './support/session';

const sales = (count: number) => `${count} ${count === 1 ? 'sale' : 'sales'}`;

test('the header leads to the guide; choosing used Titleist TSR2 drivers shows what they sold for, in figures and as the charts’ text; the URL shares it and back clears it', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Value Guide' }).click();
  await expect(page).toHaveURL(/\/value-guide$/);
  // The header's link loads the page anew: a choice made before it hydrates never reaches React.
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'What’s Your Gear Worth?' })).toBeVisible();
  await expect(page.getByText('Choose a category and a condition to see what your gear is worth.')).toBeVisible();

  await page.getByLabel('Category').selectOption({ label: 'Golf › Clubs › Drivers' });
  await page.getByLabel('Brand').selectOption({ label: 'Titleist' });
  const model = page.getByLabel('Model');
  await expect(model).toBeEnabled();
  await model.selectOption({ label: 'TSR2' });
  await page.getByLabel('Condition').selectOption({ label: 'Used' });
  await page.getByRole('button', { name: 'See what it’s worth' }).click();
  await expect(page).toHaveURL(/\/value-guide\?category=\d+&brand=titleist&model=\d+&condition=used$/);

  // What the server answers for the same selection: the page must show exactly that.
  const query = new URL(page.url()).searchParams;
  const answer = await request.get(
    api(
      `/v2/value_guide?category[]=${query.get('category')}&model[]=${query.get('model')}&brand[]=titleist&condition[]=used`,
    ),
  );
  const guide = valueGuideResponseSchema.parse(await answer.json());
  const figures = guide.meta.value_guide;
  expect(figures.statistics.count, 'the seed has sales of this model').toBeGreaterThan(0);

  const results = page.getByRole('region', { name: 'What used Titleist TSR2 Driver sells for' });
  await expect(results.locator('.ks-value-guide__median-value')).toHaveText(formatMoney(figures.statistics.median!));
  await expect(results.getByText(`From ${sales(figures.statistics.count)} in the past year.`)).toBeVisible();
  const spread = results.getByRole('figure', { name: 'Price spread' });
  await expect(spread.getByRole('definition')).toHaveText([
    formatMoney(figures.statistics.low!),
    formatMoney(figures.statistics.median!),
    formatMoney(figures.statistics.high!),
  ]);
  // The time-to-sell chart's text equivalent: each bucket's share and count, in the table the bars sit in.
  const timeToSell = results.getByRole('table', { name: 'Time to sell' });
  const { dom_0_30, dom_30_90, dom_90, total_items } = figures.time_to_sell;
  for (const [label, count] of [
    ['Under 30 days', dom_0_30],
    ['30 to 90 days', dom_30_90],
    ['90 days or more', dom_90],
  ] as const) {
    await expect(timeToSell.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText(
      `${Math.round((count / total_items) * 100)}% (${sales(count)})`,
    );
  }
  const recent = results.locator('.ks-value-guide__sales tbody tr');
  await expect(recent).toHaveCount(guide.data.recent_sales.length);
  await expect(recent.first().getByRole('link')).toHaveText(guide.data.recent_sales[0]!.name);
  await expect(
    results.getByRole('link', { name: `List yours for ${formatMoney(figures.statistics.median!)}` }),
  ).toHaveAttribute('href', /^\/items\/new\?prefill_data=1&/);

  // Shared: the same URL in a fresh page is rendered with the figures by the server.
  const other = await browser.newPage({ javaScriptEnabled: false });
  await other.goto(page.url());
  await expect(other.locator('.ks-value-guide__median-value')).toHaveText(formatMoney(figures.statistics.median!));
  await expect(other.getByLabel('Model')).toHaveValue(query.get('model')!);
  await other.close();

  // Back: the empty guide again, its form too.
  await page.goBack();
  await expect(page).toHaveURL(/\/value-guide$/);
  await expect(page.getByLabel('Category')).toHaveValue('');
  await expect(page.getByText('Choose a category and a condition to see what your gear is worth.')).toBeVisible();
  await page.goForward();
  await expect(page.getByLabel('Condition')).toHaveValue('used');
  await expect(results.locator('.ks-value-guide__median-value')).toHaveText(formatMoney(figures.statistics.median!));
});

test('a selection nothing sold under says so: N/A and No recent sales', async ({ page, request }) => {
  const categories = await (await request.get(api('/v1/categories'))).json();
  type Node = { id: number; slug: string; children?: Node[] };
  const find = (nodes: Node[]): Node | undefined =>
    nodes.map((node) => (node.slug === 'golf/clubs/drivers' ? node : find(node.children ?? []))).find(Boolean);
  const drivers = find(categories.data as Node[])!;
  const details = await (await request.get(api(`/v1/value_guide/details?category_id=${drivers.id}`))).json();
  const titleist = (details.data[0].values as { id: number; slug: string }[]).find(
    (value) => value.slug === 'titleist',
  )!;
  const models = await (
    await request.get(api(`/v1/models?category_id=${drivers.id}&brand_id=${titleist.id}&page_size=50`))
  ).json();
  const tsr2 = (models.data as { id: number; name: string }[]).find((candidate) => candidate.name === 'TSR2')!;
  // No new TSR2 sold in the seed (the server test checks figures against SQL; this checks the page's empty state).
  const answer = await (await request.get(api(`/v2/value_guide?model[]=${tsr2.id}&condition[]=new`))).json();
  expect(answer.meta.value_guide.statistics.count).toBe(0);

  await page.goto(`/value-guide?category=${drivers.id}&brand=titleist&model=${tsr2.id}&condition=new`);
  await hydrated(page);
  const results = page.getByRole('region', { name: 'What new Titleist TSR2 Driver sells for' });
  await expect(results.locator('.ks-value-guide__median-value')).toHaveText('N/A');
  await expect(results.getByRole('figure', { name: 'Price spread' }).getByRole('definition')).toHaveText([
    'N/A',
    'N/A',
    'N/A',
  ]);
  await expect(results.getByText('No recent sales')).toBeVisible();
  await expect(results.getByRole('link', { name: 'List yours', exact: true })).toBeVisible();
});

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test.describe(`value guide accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('axe finds no serious or critical violations on the guide with results', async ({ page }) => {
      await page.goto('/value-guide');
      await hydrated(page);
      await page.getByLabel('Category').selectOption({ label: 'Golf › Clubs › Drivers' });
      await page.getByLabel('Brand').selectOption({ label: 'Titleist' });
      await page.getByLabel('Condition').selectOption({ label: 'Used' });
      await page.getByRole('button', { name: 'See what it’s worth' }).click();
      await expect(page.getByRole('table', { name: 'Time to sell' })).toBeVisible();
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
  });
}
