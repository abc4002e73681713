import type { Context } from 'hono';

/**
 * The visitor's address, which the API's login limits count by (x-forwarded-for, first entry).
 * A visitor's own x-forwarded-for header is not believed: anyone could send a new one with each
 * request and never be limited. Only behind a reverse proxy that sets it (`KS_TRUST_PROXY=1`) is
 * its first entry the visitor; otherwise the address is the connection's.
 */
export function callerAddress(c: Context, trustProxy = process.env.KS_TRUST_PROXY === '1'): string | undefined {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || socketAddress(c.env);
}

function socketAddress(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}
