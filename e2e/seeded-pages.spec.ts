import { expect, test, type APIRequestContext } from '@playwright/test';

interface StoredBlock {
  id: number;
  layout: string;
  login_required?: boolean | null;
}

const api = (path: string) => `/api/proxy/main${path}`;

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(api(path));
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** What a page's server HTML holds: its block ids in order, and the text of each h1. */
async function serverRendered(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return {
    blockIds: [...html.matchAll(/data-block-id="(\d+)"/g)].map((match) => Number(match[1])),
    h1s: [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1]!.replace(/<[^>]+>/g, '').trim()),
  };
}

/** What a guest should see of a page view: every stored block but the signed-in-only ones. */
const guestBlockIds = (blocks: StoredBlock[]) =>
  blocks.filter((block) => !block.login_required).map((block) => block.id);

test('the sitemap links every shop lander, grouped by sport, and its links work', async ({ page }) => {
  await page.goto('/sitemap/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  const sports = page.getByRole('navigation', { name: 'Shop by sport' });
  await expect(sports.getByRole('link', { name: 'Hockey Gear' })).toHaveAttribute('href', '/shop/hockey');
  await sports.getByRole('link', { name: 'Hockey Sticks' }).click();
  await expect(page).toHaveURL(/\/shop\/hockey\/sticks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hockey Sticks' })).toBeVisible();
});

test('How to Sell explains listing, shipping and payout, and links to the selling tips', async ({ page }) => {
  await page.goto('/sitemap/index');
  await page.getByRole('navigation', { name: 'Kitswap' }).getByRole('link', { name: 'How to Sell' }).click();
  await expect(page).toHaveURL(/\/sell-now$/);
  await expect(page).toHaveTitle(/How to Sell/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sell the gear you have outgrown' })).toBeVisible();
  for (const step of ['1. List it for free', '2. Ship it with a prepaid label', '3. Get paid']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await page.getByRole('link', { name: 'All selling tips' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Selling tips articles' })).toBeVisible();
});

test('home, How to Sell and every seeded lander render server-side with each of their blocks and one h1', async ({
  request,
}) => {
  for (const [path, slug] of [
    ['/', 'home'],
    ['/sell-now', 'sell-now'],
  ] as const) {
    const pageView = await data<{ blocks: StoredBlock[] }>(request, `/v1/page_views/${slug}`);
    const page = await serverRendered(request, path);
    expect(page.blockIds, path).toEqual(guestBlockIds(pageView.blocks));
    expect(page.h1s, path).toHaveLength(1);
  }

  // The e2e fixtures (slugs under e2e/) hold deliberately broken blocks; the seed's own landers do not.
  const landers = (
    await data<{ id: number; slug: string; path: string; title: string }[]>(request, '/v1/landers')
  ).filter((lander) => !lander.slug.startsWith('e2e/'));
  expect(landers.length).toBeGreaterThanOrEqual(6);
  for (const { id, path, title } of landers) {
    const lander = await data<{ page_view: { blocks: StoredBlock[] } }>(request, `/v2/landers/${id}`);
    const page = await serverRendered(request, path);
    expect(page.blockIds, path).toEqual(guestBlockIds(lander.page_view.blocks));
    expect(page.h1s, `${path}: the lander's name is its only h1`).toEqual([title]);
  }
});

test('the legal pages read from the CMS, with contents that jump to each section', async ({ page }) => {
  await page.goto('/sitemap/index');
  await page.getByRole('navigation', { name: 'Kitswap' }).getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Returns and disputes' }).click();
  await expect(page).toHaveURL(/\/terms#returns-and-disputes$/);
  await expect(page.getByRole('region', { name: 'Returns and disputes' })).toContainText('72 hours of delivery');
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What we share' })).toContainText(
    'We do not sell your personal information.',
  );
});
