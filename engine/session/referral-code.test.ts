import { describe, expect, it } from 'vitest';
import { requestCookieJar } from './cookies';
import { rememberReferralCode } from './referral-code';

describe('rememberReferralCode', () => {
  it('keeps the link’s code in the referral_code cookie for a year, on path /', () => {
    const cookies = requestCookieJar(undefined);
    rememberReferralCode(new URLSearchParams('referral_code=ABCD2345&q=golf'), cookies);
    expect(cookies.get('referral_code')).toBe('ABCD2345');
    expect(cookies.setCookieHeaders()).toEqual([
      expect.stringMatching(/^referral_code=ABCD2345; Max-Age=31536000; Path=\//),
    ]);
  });

  it('lets the latest link win, and writes nothing when the code is already kept', () => {
    const again = requestCookieJar('referral_code=ABCD2345');
    rememberReferralCode(new URLSearchParams('referral_code=ABCD2345'), again);
    expect(again.setCookieHeaders()).toEqual([]);
    const other = requestCookieJar('referral_code=ABCD2345');
    rememberReferralCode(new URLSearchParams('referral_code=ZZZZ9999'), other);
    expect(other.get('referral_code')).toBe('ZZZZ9999');
  });

  it('keeps no malformed code and leaves a kept one alone without a link', () => {
    for (const search of ['', 'referral_code=', 'referral_code=%3Cscript%3E', `referral_code=${'A'.repeat(40)}`]) {
      const cookies = requestCookieJar('referral_code=ABCD2345');
      rememberReferralCode(new URLSearchParams(search), cookies);
      expect(cookies.get('referral_code')).toBe('ABCD2345');
      expect(cookies.setCookieHeaders()).toEqual([]);
    }
  });
});
