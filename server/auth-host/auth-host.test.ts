import { describe, expect, it } from 'vitest';
import { createAuthHost } from './auth-host';
import { authHostConfig } from './auth-host-config';

const api = { fetch: (request: Request) => Response.json({ data: { path: new URL(request.url).pathname } }) };
const host = createAuthHost({ api, parentOrigins: ['http://127.0.0.1:3241'] });

describe('the auth host (spec §2.6)', () => {
  it('serves the login and register views, framable only by the web origins', async () => {
    for (const view of ['login', 'register']) {
      const response = await host.request(`/${view}?platform=iframe&client_id=abc`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe('frame-ancestors http://127.0.0.1:3241');
      const html = await response.text();
      expect(html).toContain(view === 'login' ? 'Username or email' : 'Sign Up');
      expect(html).toContain('const parents = ["http://127.0.0.1:3241"]');
    }
    expect((await host.request('/admin')).status).toBe(404);
  });

  it('cannot be broken out of by the client_id', async () => {
    const html = await (
      await host.request(`/login?client_id=${encodeURIComponent('</script><script>alert(1)</script>')}`)
    ).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('passes identity calls to the API on its own origin', async () => {
    expect(await (await host.request('/iam/v1/anti-bot/token?action=login')).json()).toEqual({
      data: { path: '/iam/v1/anti-bot/token' },
    });
  });

  it('listens on the web port + 2 unless told otherwise', () => {
    expect(authHostConfig({ HOST: '127.0.0.1' }, 3241)).toEqual({
      port: 3243,
      origin: 'http://127.0.0.1:3243',
      parentOrigins: ['http://localhost:3241', 'http://127.0.0.1:3241'],
    });
    expect(
      authHostConfig(
        { KS_AUTH_ORIGIN: 'https://auth.kitswap.com', KS_WEB_ORIGINS: 'https://kitswap.com, https://www.kitswap.com' },
        3000,
      ),
    ).toMatchObject({
      origin: 'https://auth.kitswap.com',
      parentOrigins: ['https://kitswap.com', 'https://www.kitswap.com'],
    });
  });
});
