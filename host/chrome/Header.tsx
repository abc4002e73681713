import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { useEngine } from '../../engine';
import { PRODUCT_NAME } from '../../ui/brand';
import { Button } from '../../ui/button/Button';
import { isProAvailable } from '../../ui/pro/pro';
import { hasFeature } from '../../ui/site-configuration/features';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { useBalance, useSiteConfiguration, useUserConfiguration } from './chrome-queries';
import chromeCss from './Chrome.css?url';
import { deferredCategoryNav } from './deferred-chrome';
import { HELP_CENTER } from './links';
import { SearchBox } from './SearchBox';

/** The signed-in user's part of the header: its code loads only for a signed-in page (entry-client preloads it). */
export const loadSignedInNav = () => import('./SignedInNav');
const SignedInNav = lazy(() => loadSignedInNav().then((module) => ({ default: module.SignedInNav })));
// The drawers open on a tap only: their code loads then.
const NavigationDrawer = lazy(() => import('./MobileMenus').then((module) => ({ default: module.NavigationDrawer })));
const AccountDrawer = lazy(() => import('./MobileMenus').then((module) => ({ default: module.AccountDrawer })));

/**
 * The site header of spec §2.3. Desktop: logo, search, Sell, then the guest's Cart / Sign In / Join
 * or the user's Favorites / Inbox (with quick_inbox, the quick inbox's button, spec §2.11) / Cart /
 * avatar menu; the category navigation below with Help Center (guests), Guides & Reviews and Value
 * Guide. Mobile (≤ 767 px, by CSS): a hamburger for the left drawer, the logo, and the avatar's
 * right drawer or the guest's Sign In; search below.
 */
export function Header() {
  const { signedIn } = useEngine();
  const user = useUserConfiguration();
  const site = useSiteConfiguration();
  const balance = useBalance();
  const [drawer, setDrawer] = useState<'navigation' | 'account' | null>(null);
  const proAvailable = isProAvailable(site, user);
  const closeDrawer = () => setDrawer(null);

  return (
    <header className="ks-header">
      <Stylesheet href={chromeCss} precedence="chrome" />
      <div className="ks-header__inner">
        <Button
          variant="plain"
          className="ks-header__hamburger"
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={() => setDrawer('navigation')}
        >
          <span aria-hidden="true">☰</span>
        </Button>
        <Link href="/" className="ks-header__logo" aria-label={`${PRODUCT_NAME} home`}>
          <span aria-hidden="true">kit</span>swap
        </Link>
        <div className="ks-header__search ks-desktop-only">
          <SearchBox id="ks-search-desktop" />
        </div>
        <nav aria-label="Account" className="ks-header__nav">
          <a href="/items/new" className="ks-header__sell ks-desktop-only">
            Sell
          </a>
          {signedIn ? (
            <Suspense fallback={null}>
              <SignedInNav
                user={user}
                quickInbox={user ? hasFeature(user, 'quick_inbox') : false}
                balance={balance}
                proAvailable={proAvailable}
                onOpenAccountDrawer={() => setDrawer('account')}
              />
            </Suspense>
          ) : (
            <GuestActions />
          )}
        </nav>
      </div>
      <div className="ks-header__search-row ks-mobile-only">
        <SearchBox id="ks-search-mobile" />
      </div>
      <div className="ks-header__row2 ks-desktop-only">
        <deferredCategoryNav.Component />
        <nav aria-label="Help and guides" className="ks-header__aside">
          {signedIn ? null : <a href={HELP_CENTER.default}>Help Center</a>}
          <a href="/buying-guides">Guides &amp; Reviews</a>
          <a href="/value-guide">Value Guide</a>
        </nav>
      </div>
      <Suspense fallback={null}>
        {drawer === 'navigation' ? <NavigationDrawer onClose={closeDrawer} /> : null}
        {drawer === 'account' && user ? (
          <AccountDrawer username={user.username} balance={balance} proAvailable={proAvailable} onClose={closeDrawer} />
        ) : null}
      </Suspense>
    </header>
  );
}

function GuestActions() {
  return (
    <>
      <a href="/cart" className="ks-desktop-only">
        Cart
      </a>
      <a href="/login">Sign In</a>
      <a href="/register" className="ks-header__join ks-desktop-only">
        Join
      </a>
    </>
  );
}
