import type { Context } from 'hono';
import { isService } from '../../engine';
import { IMPORT_UPLOAD_LIMIT_BYTES } from '../../schemas/entities/item-import';
import {
  ApiError,
  callerAddress,
  createAccessTokenSigner,
  createUploadSlots,
  DEFAULT_BODY_TIMEOUTS,
  IMPORT_UPLOAD_PATH,
  JSON_BODY_LIMIT_BYTES,
  PHOTO_UPLOAD_BODY_LIMIT_BYTES,
  PHOTO_UPLOAD_PATH,
  readBodyWithin,
  tokenSecretFromEnvironment,
  withBodyTimeouts,
  type AccessTokenSigner,
  type BodyTimeouts,
  type UploadSlots,
} from '../../server';
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
  /** Checks the access token of an upload before its body is read (default: KS_TOKEN_SECRET's, as the API's). */
  accessTokens?: Pick<AccessTokenSigner, 'verify'>;
  /** How long a body may take (default 30 s without a byte, 120 s in all). */
  bodyTimeouts?: BodyTimeouts;
  /** The upload bodies read at once, per process and per address. */
  uploadSlots?: UploadSlots;
}

/** API paths (service main) that take uploads, with the most the proxy passes on; the API checks again. */
const UPLOAD_LIMITS: Record<string, number> = {
  [PHOTO_UPLOAD_PATH]: PHOTO_UPLOAD_BODY_LIMIT_BYTES,
  [IMPORT_UPLOAD_PATH]: IMPORT_UPLOAD_LIMIT_BYTES,
};

const isUpload = (service: string, path: string) => service === 'main' && path in UPLOAD_LIMITS;

const unauthorized = () => new ApiError(401, [{ message: 'Unauthorized', code: 'unauthorized' }]);

/** The API's own body limits: an upload route's (photos, CSV imports), a JSON body's for anything else. */
export const apiBodyLimit = (service: string, path: string) =>
  (service === 'main' ? UPLOAD_LIMITS[path] : undefined) ?? JSON_BODY_LIMIT_BYTES;

/**
 * /api/proxy/{service}/{path}: the browser's same-origin door to every API service (spec §7.1).
 * Forwards method, body and the API headers; cookies stay on our origin; the caller's address goes
 * on in x-forwarded-for (see {@link callerAddress}: a visitor's own header is not believed). A body
 * over its limit is answered 413 `too_large` as soon as the limit is passed, never buffered whole; a body
 * that stalls or trickles 408 `timeout`. An upload (photo, CSV import) is refused 401 before a byte of its
 * body is read unless it carries a valid access token, and waits for no slot: beyond the uploads one
 * address or the process may have going it is 429 or 503 with retry-after (host/README.md).
 */
export function apiProxy(
  apiFetch: typeof fetch,
  {
    bodyLimitFor = apiBodyLimit,
    accessTokens = createAccessTokenSigner(tokenSecretFromEnvironment()),
    bodyTimeouts = DEFAULT_BODY_TIMEOUTS,
    uploadSlots = createUploadSlots(),
  }: ApiProxyOptions = {},
) {
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
    if (['GET', 'HEAD'].includes(c.req.method)) return apiFetch(target, { method: c.req.method, headers });
    let free = () => {};
    try {
      if (isUpload(service, path)) {
        const token = c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
        if (!token || !accessTokens.verify(token)) throw unauthorized();
        free = uploadSlots.take(c, caller ?? 'unknown');
      }
      const body = await readBodyWithin(withBodyTimeouts(c.req.raw, bodyTimeouts), bodyLimitFor(service, path));
      // The slot is held until the API has answered: the body is in memory until then.
      return await apiFetch(target, { method: c.req.method, headers, body });
    } catch (error) {
      if (error instanceof ApiError) return c.json({ errors: error.errors }, error.status);
      throw error;
    } finally {
      free();
    }
  };
}
