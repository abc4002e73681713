import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path';

const ORIGIN = 'https://kitswap.test';

describe('sitePath (where a sign-in may send the visitor)', () => {
  it.each([
    ['/gear/5', '/gear/5'],
    ['/search?q=driver&brand[]=titleist#top', '/search?q=driver&brand[]=titleist#top'],
    ['/', '/'],
    ['/locker/demo_seller/favorites', '/locker/demo_seller/favorites'],
    // Resolved, so the path followed is the one the browser would reach.
    ['/shop/../gear/5', '/gear/5'],
    ['/search?q=%2F%2Fa', '/search?q=%2F%2Fa'],
  ])('follows the site path %j as %j', (candidate, path) => {
    expect(sitePath(candidate, ORIGIN)).toBe(path);
  });

  it.each([
    '//evil.com',
    '//evil.com/gear/5',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    'https:evil.com',
    'http:evil.com',
    'https://evil.com',
    'https://kitswap.test.evil.com/',
    'HTTPS://evil.com',
    'evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '\t//evil.com',
    '/gear/5\n',
    '/gear\u0000/5',
    ' //evil.com',
    '/%5Cevil.com',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    '/%2F%2Fevil.com',
    '/%2e%2e/%2F%2Fevil.com',
    '/%E0%A4%A',
    '/..//evil.com',
    '/./\\evil.com',
    '/gear/../..//evil.com',
    '/%09/evil.com',
    '/%5C%5Cevil.com',
    '',
  ])('refuses %j', (candidate) => {
    expect(sitePath(candidate, ORIGIN)).toBeUndefined();
  });

  it('refuses nothing at all', () => {
    expect(sitePath(undefined, ORIGIN)).toBeUndefined();
  });

  it("takes the page's own origin in the browser", () => {
    expect(sitePath('/gear/5')).toBe('/gear/5');
    expect(sitePath('//evil.com')).toBeUndefined();
  });
});
