import type { ReactNode } from 'react';
import type { Chrome } from '../../engine';
import { AppBanner } from '../chrome/AppBanner';
import { Banners } from '../chrome/banners/Banners';
import { DeferredFooter } from '../chrome/DeferredFooter';
import { Header } from '../chrome/Header';
import { ConsentNotice } from '../chrome/privacy/ConsentNotice';
import { MessageAlert } from './MessageAlert';

/** The global layout of spec §2.2: header and footer per the screen's chrome, the message alert, the page. */
export function Frame({ chrome, children }: { chrome: Chrome; children: ReactNode }) {
  return (
    <>
      {chrome === 'chromeless' ? null : (
        <>
          <AppBanner />
          <Header />
          <Banners />
        </>
      )}
      <main id="main" className="ks-main">
        <MessageAlert />
        {children}
      </main>
      {chrome === 'chromeless' ? null : (
        <>
          <DeferredFooter simple={chrome === 'simple-footer'} />
          {/* The first-visit privacy notice: last in the page, over its bottom (host/chrome/README.md). */}
          <ConsentNotice />
        </>
      )}
    </>
  );
}
