import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccessTokenSigner, DEVELOPMENT_TOKEN_SECRET } from '../../server/auth/access-token';
import { describeEachDriver, useSeededApp } from '../../server/testing/test-databases';
import { renderPage } from '../render/render-page';
import { createHost } from './create-host';
import { createGuestPageCache } from './page-cache';
import { invalidateOnChange } from './page-invalidation';
import { createPublicAnswerCache, publicAnswerKey } from './public-answer-cache';
import { upstreamFetch } from './upstream';

const API = 'http://api.internal';
const SIGNED_IN = { authorization: 'Bearer eyJ.signed.in', cookie: 'access_token=eyJ.signed.in' };

/** An API that answers each call with who asked and a count, as JSON. */
function countingApi(answer: (request: Request) => Response | null = () => null) {
  const calls: { url: string; authorization: string | null; cookie: string | null }[] = [];
  let release: () => void = () => undefined;
  let held: Promise<void> = Promise.resolve();
  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({
      url: request.url,
      authorization: request.headers.get('authorization'),
      cookie: request.headers.get('cookie'),
    });
    const n = calls.length;
    await held;
    return (
      answer(request) ?? Response.json({ data: { call: n, asker: request.headers.get('authorization') ?? 'a guest' } })
    );
  }) as typeof fetch;
  const hold = () => (held = new Promise((resolve) => (release = resolve)));
  return { apiFetch, calls, hold, release: () => release() };
}

const get = (apiFetch: typeof fetch, path: string, headers: Record<string, string> = SIGNED_IN) =>
  apiFetch(`${API}${path}`, { headers }).then((response) => response.json() as Promise<{ data: unknown }>);

describe('the public answer cache', () => {
  it('asks the API once for an answer that is the same for everyone, without the caller’s credentials', async () => {
    const api = countingApi();
    const cache = createPublicAnswerCache();
    const apiFetch = cache.fetchThrough(api.apiFetch);
    const first = await get(apiFetch, '/v1/items?sort=newest&page_size=6');
    const again = await get(apiFetch, '/v1/items?sort=newest&page_size=6', {});
    expect(again).toEqual(first);
    expect(first).toEqual({ data: { call: 1, asker: 'a guest' } });
    expect(api.calls).toEqual([{ url: `${API}/v1/items?sort=newest&page_size=6`, authorization: null, cookie: null }]);
    // Another query is another answer.
    await get(apiFetch, '/v1/items?sort=popular&page_size=6');
    expect(api.calls).toHaveLength(2);
  });

  it('sends every call that depends on who asks to the API, with their credentials, every time', async () => {
    const api = countingApi();
    const apiFetch = createPublicAnswerCache().fetchThrough(api.apiFetch);
    const personal = [
      '/v1/user_configuration',
      '/v1/vacations/active',
      '/v1/items?include_ids=1,2,3',
      '/v1/favorites',
      '/v1/swaps/badge',
      '/v1/items/12/similar',
    ];
    for (const path of [...personal, ...personal]) await get(apiFetch, path);
    expect(api.calls).toHaveLength(personal.length * 2);
    expect(api.calls.every((call) => call.authorization === SIGNED_IN.authorization)).toBe(true);
    await apiFetch(`${API}/v1/navigation`, { method: 'POST', headers: SIGNED_IN });
    await apiFetch('https://elsewhere.example/v1/navigation');
    expect(api.calls).toHaveLength(personal.length * 2 + 2);
  });

  it('keys only GETs of the in-process API on the listed paths', () => {
    expect(publicAnswerKey(new Request(`${API}/v1/page_views/home?platform=web`))).toBe(
      '/v1/page_views/home?platform=web',
    );
    expect(publicAnswerKey(new Request(`${API}/v2/landers/4?platform=web`))).toBe('/v2/landers/4?platform=web');
    expect(publicAnswerKey(new Request(`${API}/v1/landers/4/suggested_lander`))).toBe('/v1/landers/4/suggested_lander');
    for (const url of [
      `${API}/v1/page_views/home/extra`,
      `${API}/v1/items?sort=newest&include_ids=4`,
      `${API}/v1/user_configuration`,
      `${API}/v1/cart`,
      'https://api.example/v1/navigation',
    ])
      expect(publicAnswerKey(new Request(url))).toBeNull();
  });

  it('answers many callers asking at once with one call', async () => {
    const api = countingApi();
    const apiFetch = createPublicAnswerCache().fetchThrough(api.apiFetch);
    api.hold();
    const answers = Array.from({ length: 5 }, () => get(apiFetch, '/v1/navigation'));
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    api.release();
    expect(new Set((await Promise.all(answers)).map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(api.calls).toHaveLength(1);
  });

  it('keeps no failure, no answer that sets a cookie: each caller asks again, as without the cache', async () => {
    const api = countingApi((request) =>
      request.url.includes('missing')
        ? Response.json({ errors: [{ message: 'Page view not found', code: 'not_found' }] }, { status: 404 })
        : request.url.includes('cookie')
          ? Response.json({ data: {} }, { headers: { 'set-cookie': 'a=b' } })
          : null,
    );
    const apiFetch = createPublicAnswerCache().fetchThrough(api.apiFetch);
    const missing = await apiFetch(`${API}/v1/page_views/missing`, { headers: SIGNED_IN });
    expect(missing.status).toBe(404);
    await apiFetch(`${API}/v1/page_views/missing`, { headers: SIGNED_IN });
    await apiFetch(`${API}/v1/page_views/cookie`, { headers: SIGNED_IN });
    await apiFetch(`${API}/v1/page_views/cookie`, { headers: SIGNED_IN });
    // Each miss: the anonymous try, then the caller's own call.
    expect(api.calls.map((call) => call.authorization)).toEqual(Array(4).fill([null, SIGNED_IN.authorization]).flat());
  });

  it('drops what it keeps on a change, keeps no answer that was under way then, and keeps nothing while suspended', async () => {
    const api = countingApi();
    const cache = createPublicAnswerCache();
    const apiFetch = cache.fetchThrough(api.apiFetch);
    await get(apiFetch, '/v1/navigation');
    cache.invalidate();
    expect(cache.size).toBe(0);
    expect(await get(apiFetch, '/v1/navigation')).toEqual({ data: { call: 2, asker: 'a guest' } });

    api.hold();
    const underWay = get(apiFetch, '/v1/sales/current');
    await vi.waitFor(() => expect(api.calls).toHaveLength(3));
    cache.invalidate();
    api.release();
    expect(await underWay).toEqual({ data: { call: 3, asker: 'a guest' } });
    expect(await get(apiFetch, '/v1/sales/current')).toEqual({ data: { call: 4, asker: 'a guest' } });

    cache.suspend();
    await get(apiFetch, '/v1/sales/current');
    await get(apiFetch, '/v1/sales/current');
    expect(api.calls).toHaveLength(6);
    cache.resume();
    await get(apiFetch, '/v1/sales/current');
    await get(apiFetch, '/v1/sales/current');
    expect(api.calls).toHaveLength(7);
  });

  it('asks again once an answer is older than its maximum age', async () => {
    let now = 0;
    const api = countingApi();
    const apiFetch = createPublicAnswerCache({ maxAgeMs: 30_000, now: () => now }).fetchThrough(api.apiFetch);
    await get(apiFetch, '/v1/sales/current');
    now = 29_999;
    await get(apiFetch, '/v1/sales/current');
    expect(api.calls).toHaveLength(1);
    now = 30_000;
    await get(apiFetch, '/v1/sales/current');
    expect(api.calls).toHaveLength(2);
  });
});

// The signed-in home page as `npm start` renders it (real render, real API, seeded database): the
// page view, navigation and item grids from memory, each visitor's own chrome from the API.
describeEachDriver('signed-in pages with the answers that are the same for everyone from memory', (driver) => {
  const seeded = useSeededApp(driver);
  const answers = createPublicAnswerCache();
  const asked: string[] = [];
  let stopInvalidating: () => Promise<void>;
  let host: ReturnType<typeof createHost>;

  beforeAll(async () => {
    const apiFetch = upstreamFetch({
      fetch: (request) => {
        asked.push(new URL(request.url).pathname);
        return seeded.app.fetch(request);
      },
    });
    const pageCache = createGuestPageCache();
    stopInvalidating = await invalidateOnChange(seeded.db, pageCache, answers);
    const renderFetch = answers.fetchThrough(apiFetch);
    host = createHost({
      api: seeded.app,
      apiFetch,
      pageCache,
      render: (request, caller) =>
        renderPage(request, {
          environment: 'production',
          apiFetch: renderFetch,
          clientEntry: '/assets/entry-client.js',
          nonce: caller.nonce,
        }),
    });
  }, 120_000);
  afterAll(() => stopInvalidating?.());

  const signedInAs = async (username: string) => {
    const [user] = await seeded.db.query<{ id: number; uuid: string }>(
      'SELECT id, uuid::text AS uuid FROM users WHERE username = $1',
      [username],
    );
    const token = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET).sign(
      { sub: String(user!.id), uuid: user!.uuid },
      900,
    );
    return (path: string) => host.request(path, { headers: { cookie: `access_token=${token}` } });
  };

  it('shows each signed-in visitor their own chrome, with the page view and item grids answered from memory', async () => {
    const [first, second] = await seeded.db.query<{ username: string }>(
      "SELECT username FROM users WHERE username IN ('demo_buyer', 'demo_seller') ORDER BY username",
    );
    const asBuyer = await signedInAs(first!.username);
    const asSeller = await signedInAs(second!.username);
    const buyerFirst = await (await asBuyer('/')).text();
    expect(buyerFirst).toContain(`Account menu for @${first!.username}`);
    expect(asked).toContain('/v1/items');
    asked.splice(0);

    const seller = await asSeller('/');
    expect(seller.headers.get('cache-control')).toBe('no-store');
    const sellerPage = await seller.text();
    expect(sellerPage).toContain(`Account menu for @${second!.username}`);
    expect(sellerPage).not.toContain(`@${first!.username}`);
    const buyerAgain = await (await asBuyer('/')).text();
    expect(buyerAgain).toContain(`Account menu for @${first!.username}`);
    expect(buyerAgain).not.toContain(`@${second!.username}`);
    // Only what depends on who asks went to the API the second and third time.
    expect(asked).not.toContain('/v1/items');
    expect(asked).not.toContain('/v1/page_views/home');
    expect(asked).not.toContain('/v1/navigation');
    expect(asked.filter((path) => path === '/v1/user_configuration')).toHaveLength(2);
  });

  it('shows a signed-in visitor an item renamed since its grid was kept', async () => {
    const asBuyer = await signedInAs('demo_buyer');
    await asBuyer('/');
    expect(answers.size).toBeGreaterThan(0);
    const [newest] = await seeded.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM items WHERE state = 'available' AND NOT seller_away
       ORDER BY greatest(published_at, last_bumped_at) DESC NULLS LAST, id DESC LIMIT 1`,
    );
    expect(await (await asBuyer('/')).text()).not.toContain('Renamed Edition');
    await seeded.db.query('UPDATE items SET name = $2 WHERE id = $1', [newest!.id, `${newest!.name} Renamed Edition`]);
    await vi.waitFor(() => expect(answers.size).toBe(0));
    expect(await (await asBuyer('/')).text()).toContain('Renamed Edition');
  });
});
