import { Hono } from 'hono';
import { AUTH_VIEWS, authPage, type AuthView } from './auth-page';

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
    c.header('content-security-policy', `frame-ancestors ${parentOrigins.join(' ')}`);
    c.header('cache-control', 'no-store');
    return c.html(authPage(view as AuthView, { clientId: c.req.query('client_id') ?? '', parentOrigins }));
  });
  return host;
}

function remoteAddress(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}
