import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createHost, type RenderContext } from './create-host';
import { createGuestPageCache, GUEST_PAGE_CACHE_CONTROL } from './page-cache';

/** A host whose render writes who asked (their cookie) and a count into each page. */
function hostWithCache(options: { setCookie?: string; status?: number; now?: () => number } = {}) {
  const renders: { path: string; cookie: string | null; nonce: string }[] = [];
  let finishRender: Promise<void> = Promise.resolve();
  const cache = createGuestPageCache({ now: options.now, maxAgeMs: 30_000 });
  const host = createHost({
    api: { fetch: () => new Response('') },
    apiFetch: (async () => new Response('{}')) as typeof fetch,
    pageCache: cache,
    render: async (request: Request, context: RenderContext) => {
      const cookie = request.headers.get('cookie');
      renders.push({ path: new URL(request.url).pathname, cookie, nonce: context.nonce });
      await finishRender;
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      headers.append('set-cookie', 'ks_client_id=new-random-id; Path=/');
      if (options.setCookie) headers.append('set-cookie', options.setCookie);
      const who = cookie?.includes('access_token') ? 'signed in as demo_buyer' : 'a guest';
      return new Response(`<html><script nonce="${context.nonce}"></script>page ${renders.length} for ${who}</html>`, {
        status: options.status ?? 200,
        headers,
      });
    },
  });
  const get = (path: string, headers: Record<string, string> = {}) => host.request(path, { headers });
  const holdRenders = () => {
    let release!: () => void;
    finishRender = new Promise((resolve) => (release = resolve));
    return release;
  };
  return { cache, renders, get, holdRenders };
}

const SIGNED_IN = { cookie: 'access_token=eyJ.signed.in; refresh_token=r1; ks_client_id=abc' };

describe('the guest page cache', () => {
  it('renders a guest page once, then serves it from memory with the headers a CDN may cache it by', async () => {
    const { renders, get } = hostWithCache();
    const first = await get('/search?q=glove');
    const second = await get('/search?q=glove', { cookie: 'ks_client_id=returning-visitor' });
    expect(renders).toHaveLength(1);
    expect(first.headers.get('x-ks-page-cache')).toBe('miss');
    expect(second.headers.get('x-ks-page-cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    for (const answer of [first, second]) {
      expect(answer.headers.get('cache-control')).toBe(GUEST_PAGE_CACHE_CONTROL);
      expect(answer.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(answer.headers.get('vary')).toBe('Cookie, Sec-GPC, Accept-Encoding');
      // No visitor's client id is handed to another: the browser makes its own.
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    // Another query is another page.
    await get('/search?q=bat');
    expect(renders).toHaveLength(2);
  });

  it("renders the guest page without the visitor's cookies, and its CSP allows the nonce the page carries", async () => {
    const { renders, get } = hostWithCache();
    await get('/', { cookie: 'ks_client_id=first-visitor' });
    const hit = await get('/');
    expect(renders[0]!.cookie).toBeNull();
    const nonce = renders[0]!.nonce;
    expect(await hit.text()).toContain(`<script nonce="${nonce}">`);
    expect(hit.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('sends the page in the kept encoding the browser weighs highest, and whole to one that refuses both', async () => {
    const { get, renders } = hostWithCache();
    const whole = await (await get('/shop/golf')).text();
    const brotli = await get('/shop/golf', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(whole);
    const gzipped = await get('/shop/golf', { 'accept-encoding': 'br;q=0.5, gzip;q=1' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(whole);
    for (const refusal of [undefined, 'gzip;q=0', '*;q=0', 'br;q=0, gzip;q=0', 'identity']) {
      const plain = await get('/shop/golf', refusal === undefined ? {} : { 'accept-encoding': refusal });
      expect(plain.headers.get('x-ks-page-cache')).toBe('hit');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(whole);
    }
    expect(renders).toHaveLength(1);
  });

  it('never answers a signed-in visitor with the guest page, nor a guest with theirs', async () => {
    const { renders, get } = hostWithCache();
    const guest = await (await get('/')).text();
    const signedIn = await get('/', SIGNED_IN);
    expect(await signedIn.text()).toContain('signed in as demo_buyer');
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(signedIn.headers.get('x-ks-page-cache')).toBeNull();
    // Their page was not kept: the next guest gets the guest page from memory, the next sign-in a new render.
    const nextGuest = await get('/');
    expect(nextGuest.headers.get('x-ks-page-cache')).toBe('hit');
    expect(await nextGuest.text()).toBe(guest);
    expect(await (await get('/', SIGNED_IN)).text()).toContain('signed in as demo_buyer');
    expect(renders.map((render) => render.cookie)).toEqual([null, SIGNED_IN.cookie, SIGNED_IN.cookie]);
  });

  it('keeps one version of a page per privacy choice and Global Privacy Control signal, rendered with only that choice', async () => {
    const { renders, get } = hostWithCache();
    const versions: Record<string, string>[] = [
      {},
      { cookie: 'ks_consent=opt-out; ks_client_id=abc' },
      { cookie: 'ks_client_id=def; ks_consent=opt-in' },
      { 'sec-gpc': '1' },
    ];
    for (const headers of versions) expect((await get('/', headers)).headers.get('x-ks-page-cache')).toBe('miss');
    expect(renders.map((render) => render.cookie)).toEqual([null, 'ks_consent=opt-out', 'ks_consent=opt-in', null]);
    // A returning guest who answered the notice is served from memory, their own version.
    const again = await get('/', { cookie: 'ks_client_id=xyz; ks_consent=opt-out' });
    expect(again.headers.get('x-ks-page-cache')).toBe('hit');
    expect(await again.text()).toContain('page 2 for');
    expect(renders).toHaveLength(versions.length);
  });

  it('renders for a guest whose cookies may change the page (a ship-to country, a dismissed banner)', async () => {
    const { renders, get } = hostWithCache();
    await get('/');
    const shipping = await get('/', { cookie: 'ship_to_country=CA; ks_client_id=abc' });
    expect(shipping.headers.get('x-ks-page-cache')).toBeNull();
    expect(renders[1]!.cookie).toBe('ship_to_country=CA; ks_client_id=abc');
  });

  it('never keeps a page with a cookie of its own (a referral code), an error page, or a page not the same for every guest (an item page counts views)', async () => {
    const referral = hostWithCache({ setCookie: 'referral_code=FRIEND; Path=/' });
    const answer = await referral.get('/?ref=FRIEND');
    expect(answer.headers.getSetCookie()).toEqual(['referral_code=FRIEND; Path=/']);
    await referral.get('/?ref=FRIEND');
    expect(referral.renders).toHaveLength(2);

    const failing = hostWithCache({ status: 503 });
    await failing.get('/');
    expect((await failing.get('/')).status).toBe(503);
    expect(failing.renders).toHaveLength(2);

    const { renders, get } = hostWithCache();
    for (const path of ['/gear/glove-12', '/gear/glove-12', '/cart', '/cart', '/preview', '/login']) await get(path);
    expect(renders).toHaveLength(6);
  });

  it('renders again once what guest pages show changed, and does not keep a page rendered meanwhile', async () => {
    const { cache, renders, get, holdRenders } = hostWithCache();
    await get('/');
    cache.invalidate();
    const release = holdRenders();
    const rendering = get('/');
    await vi.waitFor(() => expect(renders).toHaveLength(2));
    cache.invalidate(); // a change commits while the page renders
    release();
    expect((await rendering).headers.get('x-ks-page-cache')).toBe('miss');
    await get('/');
    expect(renders).toHaveLength(3);
    expect((await get('/')).headers.get('x-ks-page-cache')).toBe('hit');
  });

  it('renders a page once for guests asking at the same time', async () => {
    const { renders, get, holdRenders } = hostWithCache();
    const release = holdRenders();
    const answers = Array.from({ length: 20 }, () => get('/search?q=glove'));
    release();
    const bodies = await Promise.all((await Promise.all(answers)).map((answer) => answer.text()));
    expect(renders).toHaveLength(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it('renders a page again after its maximum age', async () => {
    let now = 1_000_000;
    const { renders, get } = hostWithCache({ now: () => now });
    await get('/');
    now += 29_000;
    await get('/');
    now += 1_000;
    await get('/');
    expect(renders).toHaveLength(2);
  });

  it('serves nothing from memory while changes may go unheard, and starts afresh once they are heard again', async () => {
    const { cache, renders, get } = hostWithCache();
    await get('/');
    cache.suspend();
    await get('/');
    await get('/');
    expect(renders).toHaveLength(3);
    cache.resume();
    await get('/');
    await get('/');
    expect(renders).toHaveLength(4);
  });
});
