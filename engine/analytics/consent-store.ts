import type { CookieJar } from '../session/cookies';
import { CONSENT_COOKIE, CONSENT_MAX_AGE, initialConsent, type ConsentChoice, type ConsentState } from './consent';

/**
 * One visit's privacy consent (spec §4.8), shared by the analytics client (which asks it before
 * every event) and the privacy controls (which show and change it).
 */
export interface ConsentStore {
  /** The state now: the Global Privacy Control signal, else the stored choice, else unknown. */
  state(): ConsentState;
  /**
   * The state the page's HTML was rendered with (the server's reading, handed over in the boot
   * data), so hydration renders the same markup before the browser's own reading takes over.
   */
  readonly renderedState: ConsentState;
  /** The browser's Global Privacy Control is on: the state is opt-out and cannot be opted in. */
  readonly globalPrivacyControl: boolean;
  /**
   * Keeps the visitor's choice in the consent cookie (a year, SameSite=Lax) and tells the
   * subscribers at once. With Global Privacy Control on, opting in is refused: nothing is written.
   */
  choose(choice: ConsentChoice): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createConsentStore({
  cookies,
  globalPrivacyControl,
  renderedState,
}: {
  cookies: CookieJar;
  globalPrivacyControl: boolean;
  /** The server's reading (boot data); defaults to this store's own. */
  renderedState?: ConsentState;
}): ConsentStore {
  let state = initialConsent({ cookie: cookies.get(CONSENT_COOKIE), globalPrivacyControl });
  const listeners = new Set<() => void>();
  return {
    state: () => state,
    renderedState: renderedState ?? state,
    globalPrivacyControl,
    choose(choice) {
      if (globalPrivacyControl && choice === 'opt-in') return;
      cookies.set(CONSENT_COOKIE, choice, { maxAge: CONSENT_MAX_AGE });
      state = choice;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
