import type { Context } from 'hono';
import { isService } from '../app/services';
import { callerAddress } from './caller-address';
import { IN_PROCESS_ORIGIN, upstreamBaseUrls } from './upstream';

const HOP_HEADERS = ['host', 'cookie', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length', 'x-forwarded-for'];

/**
 * /api/proxy/{service}/{path}: the browser's same-origin door to every API service (spec §7.1).
 * Forwards method, body and the API headers; cookies stay on our origin; the caller's address goes
 * on in x-forwarded-for (see {@link callerAddress}: a visitor's own header is not believed).
 */
export function apiProxy(apiFetch: typeof fetch) {
  return async (c: Context) => {
    const service = c.req.param('service') ?? '';
    if (!isService(service)) {
      return c.json({ errors: [{ message: `Unknown API service "${service}"`, code: 'not_found', field: 'service' }] }, 404);
    }
    const incoming = new URL(c.req.url);
    const path = incoming.pathname.slice(`/api/proxy/${service}`.length) || '/';
    const target = `${upstreamBaseUrls()[service] ?? IN_PROCESS_ORIGIN}${path}${incoming.search}`;
    const headers = new Headers(c.req.raw.headers);
    for (const name of HOP_HEADERS) headers.delete(name);
    const caller = callerAddress(c);
    if (caller) headers.set('x-forwarded-for', caller);
    const hasBody = !['GET', 'HEAD'].includes(c.req.method);
    const init: RequestInit & { duplex?: 'half' } = {
      method: c.req.method,
      headers,
      body: hasBody ? await c.req.raw.arrayBuffer() : undefined,
    };
    return apiFetch(target, init);
  };
}

