import { describe, expect, it, vi } from 'vitest';
import { browserCookieJar, requestCookieJar } from './cookies';
import { createSession } from './session';

const noRefresh = () => Promise.reject(new Error('no refresh in this test'));

describe('requestCookieJar', () => {
  it('reads the request Cookie header, decoding values', () => {
    const jar = requestCookieJar('a=1; ks_client_id=c%201; b="q"; a=2');
    expect(jar.get('a')).toBe('1');
    expect(jar.get('ks_client_id')).toBe('c 1');
    expect(jar.get('b')).toBe('q');
    expect(jar.get('missing')).toBeUndefined();
    expect(requestCookieJar(undefined).get('a')).toBeUndefined();
  });

  it('emits 30-day Set-Cookie headers on path / for the session tokens, and sees its own writes', () => {
    const cookies = requestCookieJar(undefined);
    createSession({ cookies, refresh: noRefresh }).setTokens({ access_token: 'a.b.c', refresh_token: 'r 1' });
    expect(cookies.get('refresh_token')).toBe('r 1');
    expect(cookies.setCookieHeaders()).toEqual([
      'access_token=a.b.c; Max-Age=2592000; Path=/; SameSite=Lax',
      'refresh_token=r%201; Max-Age=2592000; Path=/; SameSite=Lax',
    ]);
  });

  it('writes one header per cookie (the last write), deletes with Max-Age=0, and marks Secure when told', () => {
    const cookies = requestCookieJar('access_token=x', { secure: true });
    cookies.set('hide_app_banner', '1', { maxAge: 604800 });
    cookies.set('hide_app_banner', '2');
    cookies.remove('access_token');
    expect(cookies.get('access_token')).toBeUndefined();
    expect(cookies.setCookieHeaders()).toEqual([
      'hide_app_banner=2; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      'access_token=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });
});

describe('browserCookieJar', () => {
  it('marks every write and delete Secure on an https page (behind a TLS proxy too), and not on http', () => {
    const written = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    try {
      vi.stubGlobal('location', { protocol: 'https:' });
      browserCookieJar().set('ks_ec', '1');
      browserCookieJar().remove('ks_ec');
      vi.stubGlobal('location', { protocol: 'http:' });
      browserCookieJar().set('ks_ec', '1');
      expect(written.mock.calls.map(([value]) => value.endsWith('; Secure'))).toEqual([true, true, false]);
    } finally {
      vi.unstubAllGlobals();
      written.mockRestore();
    }
  });

  it('writes, reads and removes document.cookie values', () => {
    const jar = browserCookieJar();
    jar.set('referral_code', 'a;b=c é', { maxAge: 60 });
    expect(document.cookie).toContain('referral_code=a%3Bb%3Dc%20%C3%A9');
    expect(jar.get('referral_code')).toBe('a;b=c é');
    jar.remove('referral_code');
    expect(jar.get('referral_code')).toBeUndefined();
  });
});
