import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { AUTH_VIEWS, authPage, type AuthView } from './auth-page';

/** On every answer, as the web host sends them: no type sniffing, only the origin sent to other sites. */
const RESPONSE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * The Content-Security-Policy of a login or registration page: nothing loads but its own inline script and
 * style (both carrying this response's nonce) and its calls to /iam on this origin; no plugins, no <base>,
 * forms post only here, and only the web origins may frame it (spec §2.6: the web pages, which the apps'
 * WebView shows, embed it).
 */
export function authPagePolicy(nonce: string, parentOrigins: string[]): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${parentOrigins.length > 0 ? parentOrigins.join(' ') : "'none'"}`,
  ].join('; ');
}

export interface AuthHostOptions {
  /** The identity API (our app): the pages call /iam/* on their own origin. */
  api: { fetch: (request: Request) => Response | Promise<Response> };
  /** The web origins allowed to embed the pages and receive their messages. */
  parentOrigins: string[];
}

/**
 * The auth host (spec §2.6): login and registration pages on an origin of their own, embedded by the
 * web client as an iframe at /{defaultView}?platform=iframe&client_id=… and talking to it only by
 * postMessage. Only the listed parent origins may frame the pages or receive their messages.
 */
export function createAuthHost({ api, parentOrigins }: AuthHostOptions): Hono {
  const host = new Hono();
  host.use(async (c, next) => {
    await next();
    // The API's answers may carry immutable headers (a fetch() answer): copy first.
    const response = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(RESPONSE_SECURITY_HEADERS)) response.headers.set(name, value);
    c.res = response;
  });
  // The caller's address goes on in x-forwarded-for, so login limits count per visitor, not per host.
  host.all('/iam/*', (c) => {
    const request = new Request(c.req.raw);
    const address = remoteAddress(c.env);
    if (address) request.headers.set('x-forwarded-for', address);
    return api.fetch(request);
  });
  host.get('/:view', (c) => {
    const view = c.req.param('view');
    if (!AUTH_VIEWS.includes(view as AuthView)) return c.text('Not found', 404);
    const nonce = randomBytes(16).toString('base64');
    c.header('content-security-policy', authPagePolicy(nonce, parentOrigins));
    c.header('cache-control', 'no-store');
    return c.html(authPage(view as AuthView, { clientId: c.req.query('client_id') ?? '', parentOrigins, nonce }));
  });
  return host;
}

function remoteAddress(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}
