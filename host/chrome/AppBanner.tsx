import { useEffect, useState } from 'react';
import { browserCookieJar, HIDE_APP_BANNER_COOKIE, HIDE_APP_BANNER_MAX_AGE, useEngine } from '../../engine';
import { Button } from '../../ui/button/Button';

export const APP_BANNER_TEXT = 'The fastest way to buy and sell gear.';
/** Spec §2.2, §9: the store link takes over when the app has not opened within 1500 ms. */
export const STORE_FALLBACK_MS = 1500;
export const APP_DEEP_LINK = 'kitswap://home';
export const APP_STORE_URL = 'https://apps.apple.com/us/app/kitswap/id1111111111';

export function isIos(userAgent: string): boolean {
  return /iPad|iPhone|iPod/.test(userAgent);
}

/**
 * The app banner (spec §2.2, §1): iOS only, decided in the browser after hydration. 'Open' tracks
 * 'Clicked App CTA', opens the app's deep link and goes to the App Store after 1500 ms unless the
 * app took over (the page was hidden). Dismissal sets hide_app_banner for 7 days.
 */
export function AppBanner() {
  const { track } = useEngine();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(isIos(navigator.userAgent) && browserCookieJar().get(HIDE_APP_BANNER_COOKIE) !== '1');
  }, []);
  if (!visible) return null;

  const open = () => {
    track('Clicked App CTA', { platform: 'ios' });
    const fallback = setTimeout(() => {
      if (document.visibilityState !== 'hidden') window.location.assign(APP_STORE_URL);
    }, STORE_FALLBACK_MS);
    document.addEventListener('visibilitychange', () => clearTimeout(fallback), { once: true });
    window.location.assign(APP_DEEP_LINK);
  };
  const dismiss = () => {
    browserCookieJar().set(HIDE_APP_BANNER_COOKIE, '1', { maxAge: HIDE_APP_BANNER_MAX_AGE });
    setVisible(false);
  };
  return (
    <aside className="ks-app-banner" aria-label="Kitswap app">
      <Button variant="plain" className="ks-app-banner__close" aria-label="Dismiss app banner" onClick={dismiss}>
        ×
      </Button>
      <p className="ks-app-banner__text">{APP_BANNER_TEXT}</p>
      <button type="button" className="ks-app-banner__open" onClick={open}>
        Open
      </button>
    </aside>
  );
}
