import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createAccessTokenSigner,
  DEVELOPMENT_TOKEN_SECRET,
} from '../../server/auth/access-token';
import { demoAccount, type DemoAccountKind } from '../../server/seed/demo-accounts';
import { DEMO_ORG_ID } from '../../server/seed/demo-logins';

/** The browser's door to the main API service. */
export const api = (path: string) => `/api/proxy/main${path}`;

/** An access token for a seeded user, signed with the e2e server's development secret; orgId: an organisation's. */
export function accessTokenFor(userId: number, uuid: string, orgId?: number): string {
  return createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET).sign(
    { sub: String(userId), uuid, ...(orgId === undefined ? {} : { org_id: orgId }) },
    ACCESS_TOKEN_TTL_SECONDS,
  );
}

/** Signs a browser context in as a user: their access token in its cookie. */
export async function signInAs(context: BrowserContext, baseURL: string, userId: number, uuid: string): Promise<void> {
  await context.addCookies([{ name: 'access_token', value: accessTokenFor(userId, uuid), url: baseURL }]);
}

/**
 * A demo account's access token (its uuid is `uuid-{username}`), for API calls made by the spec itself; demo_org's
 * carries its org_id, as the identity service's does.
 */
export function demoAccessToken(kind: DemoAccountKind): string {
  const account = demoAccount(kind);
  return accessTokenFor(account.id, `uuid-${account.username}`, kind === 'organisation' ? DEMO_ORG_ID : undefined);
}

/**
 * Which copy of the running test this is, unique within a run: `--repeat-each` runs copies of every test (three in
 * `npm run test:repeat`), two of them at once on the two workers, and CI retries a failed one. A test that spends or
 * consumes something of a seeded account or row takes the one of its own copy (engine/testing/README.md, rule 9).
 */
export function copyOfTest(): number {
  const { repeatEachIndex, retry, project } = test.info();
  return repeatEachIndex + project.repeatEach * retry;
}

/** A seeded user as GET /v1/users/{id} shows them, and the bearer header of an access token of theirs. */
export interface SeededUser {
  id: number;
  username: string;
  uuid: string;
  auth: { authorization: string };
}

/** A seeded user by id (a generated one, 1–180, or a demo account), for the spec's API calls and `signInAs`. */
export async function seededUser(request: APIRequestContext, id: number): Promise<SeededUser> {
  const response = await request.get(api(`/v1/users/${id}`));
  expect(response.ok(), `seeded user ${id}`).toBe(true);
  const { username, uuid } = ((await response.json()) as { data: { username: string; uuid: string } }).data;
  return { id, username, uuid, auth: { authorization: `Bearer ${accessTokenFor(id, uuid)}` } };
}

/**
 * The seeded user of this copy of the test (`copyOfTest`) from `ids`, one list per test: copies that run at once, and
 * retries, never share what the test changes of its user (engine/testing/README.md, rule 9).
 */
export async function seededUserOfCopy(request: APIRequestContext, ids: readonly number[]): Promise<SeededUser> {
  const id = ids[copyOfTest()];
  expect(id, `a seeded user for each copy of the test (${ids.length})`).toBeDefined();
  return seededUser(request, id!);
}

/** Signs a browser context in as a demo account. */
export async function signInAsDemo(context: BrowserContext, baseURL: string, kind: DemoAccountKind): Promise<void> {
  await context.addCookies([{ name: 'access_token', value: demoAccessToken(kind), url: baseURL }]);
}

/** Waits until the page has hydrated. */
export const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

/** Opens a path and waits until the page has hydrated. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** What the buying specs read of an item's detail (GET /v1/items/{id}). */
export interface ItemDetail {
  id: number;
  name: string;
  url: string;
  price: number;
  quantity: number;
  actions: string[];
  variations: unknown[];
  seller: { id: number; username: string };
}

/**
 * A single-unit item without variations whose actions include `action`, from one page of the
 * cheapest items (each spec takes its own page, away from the home page grid), skipping `skip` matches.
 */
export async function findSingleUnitItem(
  request: APIRequestContext,
  action: string,
  { page, skip = 0 }: { page: number; skip?: number },
): Promise<ItemDetail> {
  const list = (await (await request.get(api(`/v1/items?sort=price_asc&page=${page}&page_size=40`))).json()) as {
    data: { id: number }[];
  };
  for (const { id } of list.data) {
    const detail = ((await (await request.get(api(`/v1/items/${id}`))).json()) as { data: ItemDetail }).data;
    if (detail.variations.length === 0 && detail.actions.includes(action) && detail.quantity === 1 && skip-- <= 0)
      return detail;
  }
  throw new Error(`No item with ${action} on page ${page}`);
}

/**
 * Gives a seeded user a default shipping address unless they have one (generated users have none; checkout needs one).
 */
export async function giveShipTo(request: APIRequestContext, user: SeededUser): Promise<void> {
  const addresses = await request.get(api('/v1/addresses'), { headers: user.auth });
  expect(addresses.ok(), 'their addresses').toBe(true);
  if (((await addresses.json()) as { data: { ship_to: boolean }[] }).data.some((address) => address.ship_to)) return;
  const added = await request.post(api('/v1/addresses'), {
    headers: user.auth,
    data: {
      name: user.username,
      street1: '1 Main St',
      city: 'Boston',
      region: 'MA',
      postal_code: '02101',
      country: 'US',
    },
  });
  expect(added.ok(), 'a shipping address').toBe(true);
}
