import { describe, expect, it } from 'vitest';
import { createAuthHost } from './auth-host';
import { authHostConfig } from './auth-host-config';

const api = { fetch: (request: Request) => Response.json({ data: { path: new URL(request.url).pathname } }) };
const directives = (policy: string | null) =>
  new Map((policy ?? '').split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

const host = createAuthHost({ api, parentOrigins: ['http://127.0.0.1:3241'] });

describe('the auth host (spec §2.6)', () => {
  it('serves the login and register views, framable only by the web origins', async () => {
    for (const view of ['login', 'register']) {
      const response = await host.request(`/${view}?platform=iframe&client_id=abc`);
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors')).toEqual(['http://127.0.0.1:3241']);
      const html = await response.text();
      expect(html).toContain(view === 'login' ? 'Username or email' : 'Sign Up');
      expect(html).toContain('const parents = ["http://127.0.0.1:3241"]');
    }
    expect((await host.request('/admin')).status).toBe(404);
  });

  it('sends a CSP whose nonce its inline script and style carry, fresh per answer, and loads nothing else', async () => {
    const answers = await Promise.all([host.request('/login'), host.request('/login')]);
    const nonces: string[] = [];
    for (const response of answers) {
      const policy = directives(response.headers.get('content-security-policy'));
      const nonce = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(policy.get('script-src')?.join(' ') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      nonces.push(nonce!);
      expect(Object.fromEntries(policy)).toEqual({
        'default-src': ["'none'"],
        'script-src': [`'nonce-${nonce}'`],
        'style-src': [`'nonce-${nonce}'`],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'base-uri': ["'none'"],
        'object-src': ["'none'"],
        'frame-ancestors': ['http://127.0.0.1:3241'],
      });
      const html = await response.text();
      expect(html.match(/<script[^>]*>/g)).toEqual([`<script nonce="${nonce}">`]);
      expect(html.match(/<style[^>]*>/g)).toEqual([`<style nonce="${nonce}">`]);
      expect(html).not.toMatch(/ style=| on[a-z]+=/);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends nosniff and the referrer policy with every answer: pages, identity calls, not found', async () => {
    for (const path of ['/login', '/register', '/iam/v1/anti-bot/token?action=login', '/admin']) {
      const response = await host.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    const frozen = createAuthHost({
      api: { fetch: () => fetch('data:application/json,{}') },
      parentOrigins: [],
    });
    const answer = await frozen.request('/iam/v1/anti-bot/token');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // With no web origin to embed it, nobody may frame it.
    expect(
      directives((await frozen.request('/login')).headers.get('content-security-policy')).get('frame-ancestors'),
    ).toEqual(["'none'"]);
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
