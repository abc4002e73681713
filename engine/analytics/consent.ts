/** The privacy consent states of spec §4.8. */
export type ConsentState = 'opt-in' | 'opt-out' | 'unknown';

/** What a visitor can choose (spec §4.8): unknown is only the state before any choice. */
export type ConsentChoice = Exclude<ConsentState, 'unknown'>;

/** The cookie that keeps a visitor's choice. */
export const CONSENT_COOKIE = 'ks_consent';

/** The choice is kept a year (365 days), then asked again. */
export const CONSENT_MAX_AGE = 365 * 86_400;

/**
 * The request header of a browser whose Global Privacy Control is on (`Sec-GPC: 1`, the GPC
 * specification): the server reads it so the HTML it renders already knows the visitor opted out.
 */
export const GLOBAL_PRIVACY_CONTROL_HEADER = 'sec-gpc';

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

/** Whether a request carries the Global Privacy Control signal (`Sec-GPC: 1`). */
export function requestHasGlobalPrivacyControl(headers: Headers): boolean {
  return headers.get(GLOBAL_PRIVACY_CONTROL_HEADER)?.trim() === '1';
}

/** Whether the browser's Global Privacy Control is on (`navigator.globalPrivacyControl`; absent in most browsers). */
export function browserHasGlobalPrivacyControl(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
