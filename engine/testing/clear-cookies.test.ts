import { describe, expect, it } from 'vitest';
import { clearCookies } from './clear-cookies';

describe('clearCookies', () => {
  it('deletes every cookie of the page', () => {
    document.cookie = 'destination=%2Fcart; Path=/';
    document.cookie = 'ks_inbox_sort=oldest; Path=/';
    clearCookies();
    expect(document.cookie).toBe('');
  });
});
