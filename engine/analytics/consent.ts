/** The privacy consent states of spec §4.8. */
export type ConsentState = 'opt-in' | 'opt-out' | 'unknown';

/** The cookie that keeps a visitor's choice. */
export const CONSENT_COOKIE = 'ks_consent';

/**
 * The consent state at start (spec §4.8): a Global Privacy Control signal means opt-out; otherwise
 * the stored choice; otherwise unknown.
 */
export function initialConsent({
  cookie,
  globalPrivacyControl,
}: {
  cookie: string | undefined;
  globalPrivacyControl: boolean | undefined;
}): ConsentState {
  if (globalPrivacyControl === true) return 'opt-out';
  return cookie === 'opt-in' || cookie === 'opt-out' ? cookie : 'unknown';
}

/** Marketing and analytics load only for opt-in or unknown (spec §4.8). */
export function allowsTracking(state: ConsentState): boolean {
  return state !== 'opt-out';
}
