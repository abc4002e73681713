import type { Context } from 'hono';

/**
 * The visitor's address, which the API's login limits count by (x-forwarded-for, first entry).
 * A visitor's own x-forwarded-for header is not believed: anyone could send a new one with each
 * request and never be limited. Only behind a reverse proxy that sets it (`KS_TRUST_PROXY=1`) is
 * its first entry the visitor; otherwise the address is the connection's.
 */
export function callerAddress(c: Context, trustProxy = process.env.KS_TRUST_PROXY === '1'): string | undefined {
  return believedAddress(c.req.raw, c.env, trustProxy);
}

function believedAddress(request: Request, env: unknown, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || socketAddress(env);
}

/**
 * For the API served on its own port (server/main.ts): the request with x-forwarded-for set to the
 * believed caller (the connection's address unless KS_TRUST_PROXY=1), since the API's limits count
 * by that header and a caller could otherwise name a new address with each request.
 */
export function withBelievedCaller(
  request: Request,
  env: unknown,
  trustProxy = process.env.KS_TRUST_PROXY === '1',
): Request {
  const headers = new Headers(request.headers);
  const address = believedAddress(request, env, trustProxy);
  if (address) headers.set('x-forwarded-for', address);
  else headers.delete('x-forwarded-for');
  return new Request(request, { headers });
}

function socketAddress(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/**
 * The caller's address for rate limiting: the first x-forwarded-for entry, which the front door set (the host's
 * proxy, or `withBelievedCaller` when the API is served alone).
 */
export function clientAddress(c: Context): string {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
