import type { ReactNode } from 'react';
import type { Chrome } from '../../engine';
import { ModalStyles } from '../../ui/modal/Modal';
import { deferredAppBanner, deferredBanners, deferredConsentNotice, deferredFooter } from '../chrome/deferred-chrome';
import { Header } from '../chrome/Header';
import { MessageAlert } from './MessageAlert';

/** The global layout of spec §2.2: header and footer per the screen's chrome, the message alert, the page. */
export function Frame({ chrome, children }: { chrome: Chrome; children: ReactNode }) {
  return (
    <>
      {chrome === 'chromeless' ? null : (
        <>
          <deferredAppBanner.Component />
          <Header />
          <deferredBanners.Component />
        </>
      )}
      {/* Any page may open a dialog: its sheet is in the first HTML, so opening one fetches nothing (ui/modal).
          After the header, whose sheet is the chrome's: the order precedences come in is the cascade's. */}
      <ModalStyles />
      <main id="main" className="ks-main">
        <MessageAlert />
        {children}
      </main>
      {chrome === 'chromeless' ? null : (
        <>
          <deferredFooter.Component simple={chrome === 'simple-footer'} />
          {/* The first-visit privacy notice: last in the page, over its bottom (host/chrome/README.md). */}
          <deferredConsentNotice.Component />
        </>
      )}
    </>
  );
}
