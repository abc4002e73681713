import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type Db } from '../../server';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  createAccessTokenSigner,
  DEVELOPMENT_TOKEN_SECRET,
} from '../../server/auth/access-token';
import { openSeededPglite } from '../../server/testing/test-databases';
import { upstreamFetch } from '../server/upstream';
import { renderPage } from './render-page';

// The real API on an in-memory PGlite (the run's seeded copy), called in-process exactly as `npm start` does.
let db: Db;
let apiFetch: typeof fetch;

beforeAll(async () => {
  // A copy of the run's seeded database (server/testing/seeded-templates.ts), not a second seeding.
  db = await openSeededPglite();
  apiFetch = upstreamFetch(createApp({ db }));
});
afterAll(() => db.close());

const render = (
  path: string,
  options: { headers?: Record<string, string>; fetch?: typeof fetch; secure?: boolean; nonce?: string } = {},
) =>
  renderPage(new Request(`http://localhost${path}`, { headers: options.headers }), {
    environment: 'production',
    apiFetch: options.fetch ?? apiFetch,
    clientEntry: '/assets/entry-client.js',
    secure: options.secure,
    nonce: options.nonce,
  });

describe('server render', () => {
  it('renders the home page whole, with its data for hydration', async () => {
    const response = await render('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<title>Kitswap</title>');
    expect(html).toContain('data-block-layout="carousel"');
    expect(html).toContain('<article');
    expect(html).not.toContain('<template id="B:'); // no boundary left for scripts to reveal
    expect(html).toContain('window.__KS_BOOT__=');
    expect(html).toContain('<script type="module" src="/assets/entry-client.js" async=""></script>');
  });

  it('answers 404 with the not-found page for an unknown path', async () => {
    const response = await render('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We can’t find that page');
  });

  it('renders /swaps/{digits} as the swap screen and /swaps/sell as the inbox (a guest is asked to log in to each)', async () => {
    const swap = await render('/swaps/12');
    expect(swap.status).toBe(200);
    expect(await swap.text()).toContain('Log in to see this swap');
    const inbox = await render('/swaps/sell');
    expect(inbox.status).toBe(200);
    const html = await inbox.text();
    expect(html).toContain('Log in to see your swaps');
    expect(html).not.toContain('Log in to see this swap');
  });

  it.each([
    [500, 500],
    [503, 503],
  ])(
    'answers the error page with a digest when the API fails with %i: the page says %i (503 while the database is away, so a balancer retries)',
    async (apiStatus, pageStatus) => {
      const failing: typeof fetch = async () =>
        Response.json({ errors: [{ message: 'database down', code: 'unavailable' }] }, { status: apiStatus });
      const response = await render('/', { fetch: failing });
      expect(response.status).toBe(pageStatus);
      const html = await response.text();
      expect(html).toMatch(/Something went wrong\. \(digest [0-9a-f]{8}\)/);
      expect(html).toContain('Try again');
    },
  );

  describe('a block whose data fails is left to the browser, the page still answers 200 (engine/README.md)', () => {
    const lander = async (slug: string, block: unknown) => {
      const blocks = [
        { id: 1, layout: 'text-title', title: 'Spring Training Deals' },
        block,
        { id: 4, layout: 'text-paragraph', description: 'Every item ships from an athlete like you.' },
      ];
      const [pageView] = await db.query<{ id: number }>(
        'INSERT INTO page_views (slug, blocks) VALUES ($1, $2::jsonb) RETURNING id',
        [slug, JSON.stringify(blocks)],
      );
      await db.query('INSERT INTO landers (slug, path, title, page_view_id) VALUES ($1, $2, $3, $4)', [
        `render/${slug}`,
        `/shop/render/${slug}`,
        slug,
        pageView!.id,
      ]);
    };
    beforeAll(async () => {
      await lander('failing-guide', { id: 2, layout: 'buying-guide', guide_slug: 'no-such-guide' });
      await lander('failing-grid', { id: 3, layout: 'item-grid-1-row', title: 'Fresh drops', query: { q: 'glove' } });
    });

    it('a buying-guide block naming a guide that is not published does not make the lander 404', async () => {
      const response = await render('/shop/render/failing-guide');
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Spring Training Deals');
      expect(html).toContain('Every item ships from an athlete like you.');
    });

    it('an item grid whose search the API fails does not make the lander 500', async () => {
      const searchFails: typeof fetch = async (input, init) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname === '/v1/items')
          return Response.json(
            { errors: [{ message: 'Invalid sort', code: 'invalid', field: 'sort' }] },
            { status: 422 },
          );
        return apiFetch(request);
      };
      const response = await render('/shop/render/failing-grid', { fetch: searchFails });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Spring Training Deals');
      expect(html).toContain('Every item ships from an athlete like you.');
    });
  });

  it('clears the session cookies when the refresh token is refused', async () => {
    const expired = `e30.${Buffer.from(JSON.stringify({ uuid: 'u-1', exp: 1 })).toString('base64url')}.x`;
    const response = await render('/', { headers: { cookie: `access_token=${expired}; refresh_token=stale` } });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => /^access_token=;/.test(cookie))).toBe(true);
    expect(cookies.some((cookie) => /^refresh_token=;/.test(cookie))).toBe(true);
    expect(await response.text()).toContain('Sign In');
  });

  it("renders /feed with a signed-in user's favourites and followed sellers' items in the first HTML", async () => {
    const token = createAccessTokenSigner(DEVELOPMENT_TOKEN_SECRET).sign(
      { sub: '1001', uuid: 'uuid-demo_buyer' },
      ACCESS_TOKEN_TTL_SECONDS,
    );
    const response = await render('/feed', { headers: { cookie: `access_token=${token}` } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>My Favorites');
    const favorites = await db.query<{ item_id: number }>(
      'SELECT item_id FROM favorites WHERE user_id = 1001 ORDER BY created_at DESC, item_id DESC',
    );
    const positions = favorites.map(({ item_id }) => html.indexOf(`data-item-id="${item_id}"`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain('New from sellers you follow</h2>');
    expect(html).not.toContain('Log in to see your favorites');
  });

  it('renders /feed for a guest with its heading and a way to log in, not a blank page', async () => {
    const response = await render('/feed');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>My Favorites</h1>');
    expect(html).toContain('Log in to see your favorites');
  });

  it('gives a new visitor a client id cookie', async () => {
    const response = await render('/');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('ks_client_id='))).toBe(true);
  });

  it('keeps a referral link’s code in the referral_code cookie with the first response, on any page', async () => {
    const referral = (response: Response) =>
      response.headers.getSetCookie().find((cookie) => cookie.startsWith('referral_code='));
    expect(referral(await render('/?referral_code=ABCD2345'))).toMatch(
      /^referral_code=ABCD2345; Max-Age=31536000; Path=\//,
    );
    expect(referral(await render('/feed?referral_code=ZZZZ9999'))).toMatch(/^referral_code=ZZZZ9999;/);
    expect(referral(await render('/?referral_code=%3Cb%3E'))).toBeUndefined();
  });

  it('puts the response nonce on every script it writes (the CSP allows no other inline script)', async () => {
    const [item] = await db.query<{ id: number }>("SELECT id FROM items WHERE state = 'available' ORDER BY id LIMIT 1");
    for (const path of ['/', `/gear/x-${item!.id}`, '/no/such/page']) {
      const html = await (await render(path, { nonce: 'n0nce+/=' })).text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      const executable = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(executable.length).toBeGreaterThanOrEqual(2);
      for (const tag of executable) expect(tag).toContain('nonce="n0nce+/="');
    }
  });

  it('writes Secure cookies for an https visit, whatever the URL the proxy forwarded, and plain ones otherwise', async () => {
    const clientId = (response: Response) =>
      response.headers.getSetCookie().find((cookie) => cookie.startsWith('ks_client_id='))!;
    expect(clientId(await render('/', { secure: true }))).toMatch(/; Secure/);
    expect(clientId(await render('/'))).not.toMatch(/Secure/);
  });
});
