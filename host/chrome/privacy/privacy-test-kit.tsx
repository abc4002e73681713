import { browserCookieJar, CONSENT_COOKIE, createConsentStore, type ConsentStore } from '../../../engine';
import { renderWithEngine } from '../../../engine/testing';
import { Footer } from '../Footer';
import { ConsentNotice } from './ConsentNotice';

/**
 * For the privacy tests: the simple footer (which holds the Privacy choices) and the notice, with a
 * consent store on the browser's cookies, after storing `cookie` as the choice and with or without
 * Global Privacy Control.
 */
export function renderFooterWithConsent({
  cookie,
  gpc = false,
}: { cookie?: string; gpc?: boolean } = {}): ConsentStore {
  if (cookie) document.cookie = `${CONSENT_COOKIE}=${cookie}; Path=/`;
  const cookies = browserCookieJar();
  const consent = createConsentStore({ cookies, globalPrivacyControl: gpc });
  renderWithEngine(
    <>
      <Footer simple />
      <ConsentNotice />
    </>,
    { cookies, consent },
  );
  return consent;
}
