import type { Context } from 'hono';

/**
 * Whether the visitor reached us over https: directly over TLS, or, behind a reverse proxy that
 * terminates TLS and says so (`KS_TRUST_PROXY=1`), by its x-forwarded-proto (first entry). A
 * visitor's own x-forwarded-proto is not believed otherwise. Cookies written for an https visit are
 * Secure.
 */
export function isHttpsRequest(c: Context, trustProxy = process.env.KS_TRUST_PROXY === '1'): boolean {
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() : undefined;
  if (forwarded) return forwarded === 'https';
  const incoming = (c.env as { incoming?: { socket?: { encrypted?: boolean } } } | undefined)?.incoming;
  return incoming?.socket?.encrypted === true;
}
