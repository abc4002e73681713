import { describe, expect, it, vi } from 'vitest';
import { requestCookieJar } from '../session/cookies';
import { CONSENT_COOKIE, requestHasGlobalPrivacyControl } from './consent';
import { createConsentStore } from './consent-store';

describe('the consent store (spec §4.8)', () => {
  it('starts from the stored choice, keeps a new one a year (SameSite=Lax) and tells subscribers', () => {
    const cookies = requestCookieJar(`${CONSENT_COOKIE}=opt-in`);
    const consent = createConsentStore({ cookies, globalPrivacyControl: false });
    const listener = vi.fn();
    consent.subscribe(listener);
    expect(consent.state()).toBe('opt-in');
    consent.choose('opt-out');
    expect(consent.state()).toBe('opt-out');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cookies.setCookieHeaders()).toEqual([
      expect.stringMatching(/^ks_consent=opt-out; Max-Age=31536000;.*SameSite=Lax/),
    ]);
  });

  it('is unknown before any choice; the rendered state defaults to its own', () => {
    const consent = createConsentStore({ cookies: requestCookieJar(undefined), globalPrivacyControl: false });
    expect(consent.state()).toBe('unknown');
    expect(consent.renderedState).toBe('unknown');
  });

  it('keeps the server reading for hydration when told it', () => {
    const consent = createConsentStore({
      cookies: requestCookieJar(undefined),
      globalPrivacyControl: true,
      renderedState: 'unknown',
    });
    expect(consent.renderedState).toBe('unknown');
    expect(consent.state()).toBe('opt-out');
  });

  it('refuses an opt-in under Global Privacy Control: nothing written, still opt-out', () => {
    const cookies = requestCookieJar(undefined);
    const consent = createConsentStore({ cookies, globalPrivacyControl: true });
    const listener = vi.fn();
    consent.subscribe(listener);
    consent.choose('opt-in');
    expect(consent.state()).toBe('opt-out');
    expect(cookies.setCookieHeaders()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
  });

  it('unsubscribes', () => {
    const consent = createConsentStore({ cookies: requestCookieJar(undefined), globalPrivacyControl: false });
    const listener = vi.fn();
    consent.subscribe(listener)();
    consent.choose('opt-in');
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads the Sec-GPC request header', () => {
    expect(requestHasGlobalPrivacyControl(new Headers({ 'Sec-GPC': '1' }))).toBe(true);
    expect(requestHasGlobalPrivacyControl(new Headers({ 'Sec-GPC': '0' }))).toBe(false);
    expect(requestHasGlobalPrivacyControl(new Headers())).toBe(false);
  });
});
