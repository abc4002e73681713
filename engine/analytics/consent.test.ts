import { describe, expect, it } from 'vitest';
import { allowsTracking, initialConsent } from './consent';

describe('privacy consent (spec §4.8)', () => {
  it('starts as opt-out with the Global Privacy Control signal, whatever was stored', () => {
    expect(initialConsent({ cookie: 'opt-in', globalPrivacyControl: true })).toBe('opt-out');
  });

  it('otherwise takes the stored choice, else unknown', () => {
    expect(initialConsent({ cookie: 'opt-in', globalPrivacyControl: false })).toBe('opt-in');
    expect(initialConsent({ cookie: 'opt-out', globalPrivacyControl: undefined })).toBe('opt-out');
    expect(initialConsent({ cookie: 'maybe', globalPrivacyControl: undefined })).toBe('unknown');
    expect(initialConsent({ cookie: undefined, globalPrivacyControl: false })).toBe('unknown');
  });

  it('lets analytics and marketing load for opt-in and unknown only', () => {
    expect(allowsTracking('opt-in')).toBe(true);
    expect(allowsTracking('unknown')).toBe(true);
    expect(allowsTracking('opt-out')).toBe(false);
  });
});
