import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { apiProxy } from './api-proxy';
import { callerAddress } from './caller-address';
import { FAVICON_SVG } from './favicon';

const COMPRESSIBLE = /^(text\/html|application\/json|image\/svg\+xml)/;

export interface HostOptions {
  /** Our API app (server/), answering in-process calls and /media images. */
  api: { fetch: (request: Request) => Response | Promise<Response> };
  apiFetch: typeof fetch;
  /** Renders a page for a GET request; the caller's address goes on to the API calls it makes. */
  render: (request: Request, caller: { address?: string }) => Promise<Response>;
  /** Production: serves the built client assets (dist/client). */
  assets?: Hono;
}

/** The web server: API proxy, images, built assets, then server-rendered pages for everything else. */
export function createHost({ api, apiFetch, render, assets }: HostOptions): Hono {
  const host = new Hono();
  // Pages, API answers and SVG images go out gzipped (built assets arrive precompressed and pass).
  host.use(compress({ encoding: 'gzip', contentTypeFilter: (type) => COMPRESSIBLE.test(type) }));
  host.all('/api/proxy/:service/*', apiProxy(apiFetch));
  host.all('/api/proxy/:service', apiProxy(apiFetch));
  host.get('/media/*', (c) => api.fetch(c.req.raw));
  host.get('/favicon.svg', (c) => c.body(FAVICON_SVG, 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }));
  host.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  // The JSON Schema documents of schemas/json/, for CMS editors (linked from /preview) and the apps.
  host.get('/schemas/*', serveStatic({ root: 'schemas/json', rewriteRequestPath: (path) => path.slice('/schemas'.length) }));
  if (assets) host.route('/', assets);
  host.get('*', (c) => render(c.req.raw, { address: callerAddress(c) }));
  return host;
}
