import type { Context } from 'hono';
import { isService } from '../../engine';
import { IMPORT_UPLOAD_LIMIT_BYTES } from '../../schemas/entities/item-import';
import { ApiError } from '../../server/http/api-error';
import { JSON_BODY_LIMIT_BYTES, readBodyWithin } from '../../server/http/body-limit';
import { callerAddress } from '../../server/http/caller-address';
import { PHOTO_UPLOAD_BODY_LIMIT_BYTES, PHOTO_UPLOAD_PATH } from '../../server/images/upload-limits';
import { IN_PROCESS_ORIGIN, upstreamBaseUrls } from './upstream';

const HOP_HEADERS = [
  'host',
  'cookie',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'x-forwarded-for',
];

export interface ApiProxyOptions {
  /**
   * The largest body the proxy passes on for a path (after /api/proxy/{service}): the API's 1 MB
   * JSON limit unless an upload route needs more. The API enforces its own limit per route again.
   */
  bodyLimitFor?: (service: string, path: string) => number;
}

/** API paths (service main) that take uploads, with the most the proxy passes on; the API checks again. */
const UPLOAD_LIMITS: Record<string, number> = {
  [PHOTO_UPLOAD_PATH]: PHOTO_UPLOAD_BODY_LIMIT_BYTES,
  '/v1/item_imports': IMPORT_UPLOAD_LIMIT_BYTES,
};

/** The API's own body limits: an upload route's (photos, CSV imports), a JSON body's for anything else. */
export const apiBodyLimit = (service: string, path: string) =>
  (service === 'main' ? UPLOAD_LIMITS[path] : undefined) ?? JSON_BODY_LIMIT_BYTES;

/**
 * /api/proxy/{service}/{path}: the browser's same-origin door to every API service (spec §7.1).
 * Forwards method, body and the API headers; cookies stay on our origin; the caller's address goes
 * on in x-forwarded-for (see {@link callerAddress}: a visitor's own header is not believed). A body
 * over its limit is answered 413 `too_large` as soon as the limit is passed, never buffered whole.
 */
export function apiProxy(apiFetch: typeof fetch, { bodyLimitFor = apiBodyLimit }: ApiProxyOptions = {}) {
  return async (c: Context) => {
    const service = c.req.param('service') ?? '';
    if (!isService(service)) {
      return c.json(
        { errors: [{ message: `Unknown API service "${service}"`, code: 'not_found', field: 'service' }] },
        404,
      );
    }
    const incoming = new URL(c.req.url);
    const path = incoming.pathname.slice(`/api/proxy/${service}`.length) || '/';
    const target = `${upstreamBaseUrls()[service] ?? IN_PROCESS_ORIGIN}${path}${incoming.search}`;
    const headers = new Headers(c.req.raw.headers);
    for (const name of HOP_HEADERS) headers.delete(name);
    const caller = callerAddress(c);
    if (caller) headers.set('x-forwarded-for', caller);
    let body: Uint8Array<ArrayBuffer> | undefined;
    if (!['GET', 'HEAD'].includes(c.req.method)) {
      try {
        body = await readBodyWithin(c.req.raw, bodyLimitFor(service, path));
      } catch (error) {
        if (error instanceof ApiError) return c.json({ errors: error.errors }, error.status);
        throw error;
      }
    }
    return apiFetch(target, { method: c.req.method, headers, body });
  };
}
