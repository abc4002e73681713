import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, hydrated, openHydrated, signInAs } from './support/session';

/** A seeded seller with items, feedback and followers, as the active sellers list gives them. */
async function busySeller(request: APIRequestContext): Promise<{ id: number; username: string }> {
  const { data } = (await (await request.get(api('/v1/active_sellers?page_size=20'))).json()) as {
    data: { id: number; username: string }[];
  };
  for (const seller of data) {
    const { data: profile } = (await (await request.get(api(`/v1/users/${seller.username}`))).json()) as {
      data: { feedback: { count: number }; followers_count: number };
    };
    if (profile.feedback.count > 0 && profile.followers_count > 0) return seller;
  }
  throw new Error('no seeded seller with feedback and followers');
}

test('a locker is served whole before any script: who, the sections, the items for sale; unknown users and sections are 404s', async ({
  browser,
  request,
}) => {
  const seller = await busySeller(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto(`/locker/${seller.username}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: `@${seller.username}` })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: `@${seller.username}’s locker` });
  await expect(tabs.getByRole('link', { name: /^For Sale/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'For Sale' })).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThan(0);

  expect((await page.goto(`/locker/${seller.username}/feedback`))?.status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Feedback, newest first' }).getByRole('listitem').first()).toBeVisible();
  expect((await page.goto('/locker/no_such_user_here'))?.status()).toBe(404);
  expect((await page.goto(`/locker/${seller.username}/drafts`))?.status()).toBe(404);
  await context.close();
});

test('the sections are links: feedback filters by rating, followers are cards, and /{username} (the mobile menu’s profile link) is the locker', async ({
  page,
  request,
}) => {
  const seller = await busySeller(request);
  await openHydrated(page, `/${seller.username}`);
  await expect(page.getByRole('heading', { level: 1, name: `@${seller.username}` })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `/locker/${seller.username}`);

  const tabs = page.getByRole('navigation', { name: `@${seller.username}’s locker` });
  await tabs.getByRole('link', { name: /^Feedback/ }).click();
  await expect(page).toHaveURL(new RegExp(`/locker/${seller.username}/feedback$`));
  const feedback = page.getByRole('list', { name: 'Feedback, newest first' });
  await expect(feedback.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Positive' }).click();
  await expect(page.getByRole('button', { name: 'Positive', pressed: true })).toBeVisible();
  await expect(feedback).toHaveAttribute('aria-busy', 'false');
  await expect(feedback.getByRole('listitem').filter({ hasText: 'Negative' })).toHaveCount(0);

  await tabs.getByRole('link', { name: /^Followers/ }).click();
  const followers = page.getByRole('list', { name: 'Followers' });
  await expect(followers.getByRole('listitem').first()).toBeVisible();
  await expect(followers.getByRole('button', { name: /^Follow @/ }).first()).toBeVisible();
});

test('a signed-in shopper follows a seller from the locker: the followers count goes up and stays after a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const seller = await busySeller(request);
  // A generated buyer (ids above 150 only buy), so no other spec's account changes whom it follows.
  const shopper = { id: 171 + test.info().retry, uuid: `user-${171 + test.info().retry}` };
  await signInAs(page.context(), baseURL!, shopper.id, shopper.uuid);
  await openHydrated(page, `/locker/${seller.username}/about`);
  const tabs = page.getByRole('navigation', { name: `@${seller.username}’s locker` });
  const followersTab = tabs.getByRole('link', { name: /^Followers/ });
  const before = Number((await followersTab.textContent())!.replace(/\D/g, ''));
  // The button turns at once (optimistic); the reload waits for the server's answer, or it could overtake the PUT.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/following\//.test(response.url()),
  );
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Followed', pressed: true })).toBeVisible();
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Followed', pressed: true })).toBeVisible();
  await expect(followersTab).toHaveText(`Followers ${before + 1}`);
  await page.getByRole('button', { name: 'Followed' }).click();
  await expect(page.getByRole('button', { name: 'Follow', pressed: false })).toBeVisible();
});
