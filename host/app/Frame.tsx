import type { ReactNode } from 'react';
import type { Chrome } from '../../engine';
import { AppBanner } from '../chrome/AppBanner';
import { Banners } from '../chrome/banners/Banners';
import { Footer } from '../chrome/Footer';
import { Header } from '../chrome/Header';
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
      {chrome === 'chromeless' ? null : <Footer simple={chrome === 'simple-footer'} />}
    </>
  );
}
