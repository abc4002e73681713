import { Link } from 'wouter';
import { useEngine } from '../../engine/context';
import { PRODUCT_NAME } from '../../ui/brand';
import chromeCss from './chrome.css?url';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { SignOutButton } from '../../ui/accounts/SignOutButton';

/** The site header: logo and the main actions. Its full version (search, menus) is issue #4. */
export function Header() {
  const { signedIn } = useEngine();
  return (
    <header className="ks-header">
      <Stylesheet href={chromeCss} precedence="chrome" />
      <div className="ks-header__inner">
        <Link href="/" className="ks-header__logo" aria-label={`${PRODUCT_NAME} home`}>
          <span aria-hidden="true">kit</span>swap
        </Link>
        <nav aria-label="Account" className="ks-header__nav">
          <a href="/sell-now" className="ks-header__sell">
            Sell
          </a>
          <a href="/cart">Cart</a>
          {signedIn ? <SignOutButton className="ks-header__sign-out" /> : (
            <>
              <a href="/login">Sign In</a>
              <a href="/register" className="ks-header__join">
                Join
              </a>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
