import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createHost } from './create-host';

/** A host whose API and render only report the address they were given. */
function hostSeeingAddresses() {
  const seen: { api?: string | null; render?: string } = {};
  const apiFetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    seen.api = new Headers(init?.headers).get('x-forwarded-for');
    return new Response('{}');
  }) as typeof fetch;
  const host = createHost({
    api: { fetch: () => new Response('') },
    apiFetch,
    render: async (_request, caller) => {
      seen.render = caller.address;
      return new Response('page');
    },
  });
  const request = (path: string, headers: Record<string, string>) =>
    host.request(path, { headers }, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
  return { seen, request };
}

describe("the visitor's address (login limits count by it)", () => {
  it('is the connection address: a visitor cannot pick another with x-forwarded-for', async () => {
    const { seen, request } = hostSeeingAddresses();
    await request('/api/proxy/iam/iam/v1/auth/login', { 'x-forwarded-for': '198.51.100.1' });
    await request('/cart', { 'x-forwarded-for': '198.51.100.2' });
    expect(seen).toEqual({ api: '203.0.113.9', render: '203.0.113.9' });
  });

  it('is the first x-forwarded-for entry behind a trusted reverse proxy (KS_TRUST_PROXY=1)', async () => {
    process.env.KS_TRUST_PROXY = '1';
    try {
      const { seen, request } = hostSeeingAddresses();
      await request('/api/proxy/iam/iam/v1/auth/login', { 'x-forwarded-for': '198.51.100.1, 10.0.0.2' });
      await request('/cart', { 'x-forwarded-for': '198.51.100.2' });
      expect(seen).toEqual({ api: '198.51.100.1', render: '198.51.100.2' });
    } finally {
      delete process.env.KS_TRUST_PROXY;
    }
  });
});

describe('compression', () => {
  const html = `<!doctype html><html><body>${'<p>Used Callaway Rogue ST Max Driver</p>'.repeat(200)}</body></html>`;
  const json = JSON.stringify({ data: Array.from({ length: 100 }, (_, id) => ({ id, title: 'Bauer Vapor skates' })) });
  const host = createHost({
    api: { fetch: () => new Response('') },
    apiFetch: (async () => new Response(json, { headers: { 'content-type': 'application/json' } })) as typeof fetch,
    render: async () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  });

  it.each([
    ['a page', '/gear/1', html],
    ['an API answer', '/api/proxy/main/v1/items', json],
  ])('sends %s gzipped to a browser that accepts gzip, and whole to one that does not', async (_what, path, body) => {
    const gzipped = await host.request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = new Uint8Array(await gzipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(body.length / 5);
    expect(gunzipSync(bytes).toString('utf8')).toBe(body);

    const plain = await host.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
  });
});
