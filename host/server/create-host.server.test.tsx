import { describe, expect, it } from 'vitest';
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
