import { gzipSync } from 'node:zlib';
import { CLIENT_ID_COOKIE, CONSENT_COOKIE, parseCookieHeader } from '../../engine';
import { chooseEncoding } from './accept-encoding';
import { createChangeDroppedStore } from './change-dropped-store';
import type { RenderContext } from './create-host';
import { brotliPageSync } from './page-compression';

/**
 * Pages the same for every guest: home and how to sell, search, shop and navigation landers, the blog and guides. Not
 * an item page: each read of one counts a view of the item (server/item-page/item-views.ts).
 */
const GUEST_PAGE_PATH = /^\/(?:|sell-now|search|shop\/.*|nav\/.*|blog|blog\/[^/]+|buying-guides)$/;
/**
 * Cookies a guest page never reads: their bearer still gets the guest page. Any other cookie (a
 * session, a ship-to country, a dismissed banner) may change the page, so it is rendered for them.
 */
const PAGE_NEUTRAL_COOKIES = new Set([CLIENT_ID_COOKIE]);
/**
 * Cookies whose value picks one of a few versions of a guest page: the privacy choice (the first-visit
 * notice shows only without one, spec §4.8). They stay on the render and in the page's key, with the
 * Global Privacy Control header, so a returning guest who answered the notice is still served from memory.
 */
const PAGE_VARIANT_COOKIES = new Set([CONSENT_COOKIE]);
const GPC_HEADER = 'sec-gpc';

/** What a proxy or CDN may do with a guest page (`max-age=0`: browsers ask again; the CDN keeps it). */
export const GUEST_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

export interface GuestPageCacheOptions {
  /** Pages kept (least recently used dropped first); each holds its HTML and its brotli and gzipped copies. */
  maxPages?: number;
  /** How long a page is served before it is rendered again even without a change (clocks, auction ends). */
  maxAgeMs?: number;
  now?: () => number;
}

type Render = (request: Request, context: RenderContext) => Promise<Response>;

interface CachedPage {
  html: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** The CSP nonce the page was rendered with, which its answers carry (host/README.md: why that is safe). */
  nonce: string;
}

/** The page served and the CSP nonce its inline script carries. */
export interface ServedPage {
  page: Response;
  nonce: string;
}

/**
 * The guest page cache of one web process (host/README.md 'Guest page cache'): guest requests for
 * the pages of GUEST_PAGE_PATH are rendered once, without the visitor's cookies, and served from
 * memory until the data changes (`invalidate`, on a NOTIFY from PostgreSQL: ./page-invalidation.ts) or
 * `maxAgeMs` passes. While notifications may be missed (`suspend`) nothing is served from memory
 * (./change-dropped-store.ts).
 */
export function createGuestPageCache({
  maxPages = 200,
  maxAgeMs = 30_000,
  now = Date.now,
}: GuestPageCacheOptions = {}) {
  const pages = createChangeDroppedStore<CachedPage>({ maxEntries: maxPages, maxAgeMs, now });
  /** Renders under way, so 50 guests asking for the same page at once cost one render. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  const renderGuestPage = async (key: string, request: Request, context: RenderContext, render: Render) => {
    const madeIn = pages.generation();
    const response = await render(guestRequest(request), context);
    const cookies = response.headers.getSetCookie().filter((cookie) => !cookie.startsWith(`${CLIENT_ID_COOKIE}=`));
    const page: CachedPage | null =
      response.status === 200 && cookies.length === 0 ? await cachedPage(response, context.nonce) : null;
    // A change committed while this page rendered may be missing from it: it is served once, not kept.
    if (page) pages.keep(key, page, madeIn);
    return page ?? withoutClientId(response);
  };

  return {
    /** Serves a guest page from memory, or renders it (and keeps it when it is the same for every guest). */
    async serve(request: Request, context: RenderContext, render: Render): Promise<ServedPage> {
      if (!isGuestPageRequest(request)) return { page: await render(request, context), nonce: context.nonce };
      const key = pageKey(request);
      const kept = pages.get(key);
      if (kept) return served(kept, request, 'hit');
      const pending = rendering.get(key);
      if (pending) {
        const page = await pending;
        if (page) return served(page, request, 'hit');
        // The page in the making was not the same for every guest (an error, a cookie it set): render this one.
        return { page: withoutClientId(await render(guestRequest(request), context)), nonce: context.nonce };
      }
      const started = renderGuestPage(key, request, context, render);
      const ours = started.then(
        (page) => (page instanceof Response ? null : page),
        () => null,
      );
      rendering.set(key, ours);
      try {
        const page = await started;
        return page instanceof Response ? { page, nonce: context.nonce } : served(page, request, 'miss');
      } finally {
        if (rendering.get(key) === ours) rendering.delete(key);
      }
    },
    invalidate: pages.invalidate,
    suspend: pages.suspend,
    resume: pages.resume,
    get size() {
      return pages.size;
    },
  };
}

export type GuestPageCache = ReturnType<typeof createGuestPageCache>;

/** A GET of a guest page by a visitor with no cookie that may change it. */
export function isGuestPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!GUEST_PAGE_PATH.test(new URL(request.url).pathname)) return false;
  return cookiePairs(request.headers.get('cookie')).every(
    ([name]) => PAGE_NEUTRAL_COOKIES.has(name) || PAGE_VARIANT_COOKIES.has(name),
  );
}

/** The request's cookies as name and value pairs. */
const cookiePairs = (header: string | null) => [...parseCookieHeader(header ?? undefined)];

const variantCookies = (request: Request) =>
  cookiePairs(request.headers.get('cookie')).filter(([name]) => PAGE_VARIANT_COOKIES.has(name));

/** The page and the version of it the visitor gets: the variant cookies' values and the GPC signal. */
function pageKey(request: Request): string {
  const url = new URL(request.url);
  const variant = variantCookies(request)
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  return [`${url.pathname}${url.search}`, ...variant, `gpc=${request.headers.get(GPC_HEADER) === '1'}`].join('|');
}

/** The request as every guest of its version sends it: only the variant cookies kept. */
function guestRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  const kept = variantCookies(request);
  if (kept.length > 0)
    headers.set('cookie', kept.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '));
  else headers.delete('cookie');
  return new Request(request.url, { method: request.method, headers });
}

/** A new client id set by a cookieless render is not this visitor's: the browser makes its own. */
function withoutClientId(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (!cookies.some((cookie) => cookie.startsWith(`${CLIENT_ID_COOKIE}=`))) return response;
  const copy = new Response(response.body, response);
  copy.headers.delete('set-cookie');
  for (const cookie of cookies)
    if (!cookie.startsWith(`${CLIENT_ID_COOKIE}=`)) copy.headers.append('set-cookie', cookie);
  return copy;
}

async function cachedPage(response: Response, nonce: string): Promise<CachedPage> {
  const html = new Uint8Array(await response.arrayBuffer());
  return {
    html,
    gzipped: new Uint8Array(gzipSync(html)),
    brotli: brotliPageSync(html),
    contentType: response.headers.get('content-type') ?? 'text/html; charset=utf-8',
    nonce,
  };
}

function served(page: CachedPage, request: Request, outcome: 'hit' | 'miss'): ServedPage {
  // Kept in brotli and gzip: the copy the browser weighs highest of those it accepts (`gzip;q=0` or `*;q=0`
  // refuses one), else the page whole.
  const encoding = chooseEncoding(request.headers.get('accept-encoding'), ['br', 'gzip']);
  const headers = new Headers({
    'content-type': page.contentType,
    'cache-control': GUEST_PAGE_CACHE_CONTROL,
    // A shared cache keys the page by the cookies too: one with a session is never answered a guest's page.
    vary: 'Cookie, Sec-GPC, Accept-Encoding',
    'x-ks-page-cache': outcome,
  });
  if (encoding) headers.set('content-encoding', encoding);
  const body = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzipped : page.html;
  return {
    page: new Response(body, { status: 200, headers }),
    nonce: page.nonce,
  };
}
