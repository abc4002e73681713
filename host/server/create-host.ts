import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { callerAddress, createAccessTokenSigner, tokenSecretFromEnvironment } from '../../server';
import { apiProxy, type ApiProxyOptions } from './api-proxy';
import { FAVICON_SVG } from './favicon';
import { mediaRequest } from './media-request';
import type { GuestPageCache } from './page-cache';
import { compressPage } from './page-compression';
import { isHttpsRequest } from './request-scheme';
import { newNonce, pageSecurityHeaders, RESPONSE_SECURITY_HEADERS } from './security-headers';

const COMPRESSIBLE = /^(text\/html|application\/json|image\/svg\+xml)/;

/** What a page render is told about its request beside the request itself. */
export interface RenderContext {
  /** The visitor's address (server/http/caller-address.ts), sent on to the API calls the render makes. */
  address?: string;
  /** The visit came over https (./request-scheme.ts): cookies the render writes are Secure. */
  secure: boolean;
  /** The nonce the page's inline script must carry (the response's CSP allows it alone). */
  nonce: string;
}

export interface HostOptions {
  /** Our API app (server/), answering in-process calls and /media images (./media-request.ts: the session's bearer). */
  api: { fetch: (request: Request) => Response | Promise<Response> };
  apiFetch: typeof fetch;
  /** Renders a page for a GET request. */
  render: (request: Request, context: RenderContext) => Promise<Response>;
  /** Production: serves the built client assets (dist/client). */
  assets?: Hono;
  /** The auth host's origin, which pages frame and call (their CSP allows it). */
  authOrigin?: string;
  /** Vite's dev server runs in front (`npm run dev`): the pages' CSP lets its HMR client work. */
  viteDev?: boolean;
  /** The error-reporting service's origin (its DSN's), which the browser sends reports to. */
  errorReportingOrigin?: string;
  /** Serves guest pages from memory (./page-cache.ts); every page is rendered without it. */
  pageCache?: GuestPageCache;
  /**
   * The API proxy's body rules: token check of uploads, body timeouts, upload slots (tests shorten them). Its
   * `accessTokens` also check the session cookie an image request passes on as its bearer.
   */
  proxy?: Omit<ApiProxyOptions, 'bodyLimitFor'>;
}

/** The editor preview's frames (/preview/frame) are framed by /preview; no other page by anything. */
const FRAMED_BY_SELF = new Set(['/preview/frame']);

/**
 * The web server: API proxy, images, built assets, then server-rendered pages for everything else.
 * Every answer is nosniff with a strict-origin referrer policy; pages also carry their CSP and
 * framing rule (./security-headers.ts).
 */
export function createHost({
  api,
  apiFetch,
  render,
  assets,
  authOrigin,
  viteDev,
  errorReportingOrigin,
  pageCache,
  proxy,
}: HostOptions): Hono {
  const host = new Hono();
  host.use(async (c, next) => {
    await next();
    // An answer of fetch() (a service proxied elsewhere) has immutable headers: copy it first.
    c.res = withHeaders(c.res, RESPONSE_SECURITY_HEADERS);
  });
  // API answers and SVG images go out gzipped (built assets arrive precompressed, pages compressed whole: both pass).
  host.use(compress({ encoding: 'gzip', contentTypeFilter: (type) => COMPRESSIBLE.test(type) }));
  const accessTokens = proxy?.accessTokens ?? createAccessTokenSigner(tokenSecretFromEnvironment());
  // One proxy for both paths: its upload slots are the process's.
  const proxied = apiProxy(apiFetch, { ...proxy, accessTokens });
  host.all('/api/proxy/:service/*', proxied);
  host.all('/api/proxy/:service', proxied);
  host.get('/media/*', (c) => api.fetch(mediaRequest(c.req.raw, accessTokens)));
  host.get('/favicon.svg', (c) =>
    c.body(FAVICON_SVG, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }),
  );
  host.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  // The JSON Schema documents of schemas/json/, for CMS editors (linked from /preview) and the apps.
  host.get(
    '/schemas/*',
    serveStatic({ root: 'schemas/json', rewriteRequestPath: (path) => path.slice('/schemas'.length) }),
  );
  if (assets) host.route('/', assets);
  host.get('*', async (c) => {
    const context = { address: callerAddress(c), secure: isHttpsRequest(c), nonce: newNonce() };
    const { page, nonce } = pageCache
      ? await pageCache.serve(c.req.raw, context, render)
      : { page: await render(c.req.raw, context), nonce: context.nonce };
    return withHeaders(
      await compressPage(page, c.req.header('accept-encoding')),
      pageSecurityHeaders({
        nonce,
        authOrigin,
        viteDev,
        errorReportingOrigin,
        framedBySelf: FRAMED_BY_SELF.has(c.req.path),
      }),
    );
  });
  return host;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}
