import { useEngine } from '../../engine';
import { PRODUCT_NAME, SITE_TAGLINE } from '../../ui/brand';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import chromeCss from './Chrome.css?url';
import { SOCIAL_LINKS } from './links';
import { Newsletter } from './Newsletter';
import { PrivacyChoices } from './privacy/PrivacyChoices';
import { ReviewWidget } from './ReviewWidget';

const LINKS = [
  { href: '/sell-now', label: 'How to Sell' },
  { href: '/buying-guides', label: 'Guides & Reviews' },
  { href: '/value-guide', label: 'Value Guide' },
  { href: '/gift-cards', label: 'Gift Cards' },
  { href: '/blog', label: 'Blog' },
  { href: '/terms', label: 'Terms' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/sitemap/index', label: 'Sitemap' },
];

/**
 * The site footer (spec §2.4): the newsletter form for guests, links with 'Privacy choices' (spec §4.8),
 * social links and the lazily loaded review widget. `simple` is the one-line variant some pages use
 * (spec §2.2): links and legal only. Pages render it deferred (deferred-chrome.ts).
 */
export function Footer({ simple = false }: { simple?: boolean }) {
  const { signedIn } = useEngine();
  const year = new Date().getUTCFullYear();
  return (
    <footer className={simple ? 'ks-footer ks-footer--simple' : 'ks-footer'}>
      <Stylesheet href={chromeCss} precedence="chrome" />
      <div className="ks-footer__inner">
        {simple ? null : (
          <>
            <p className="ks-footer__tagline">{SITE_TAGLINE}</p>
            {signedIn ? null : <Newsletter />}
          </>
        )}
        <nav aria-label="Footer">
          <ul className="ks-footer__links">
            {LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <PrivacyChoices />
          </ul>
        </nav>
        {simple ? null : (
          <>
            <ul className="ks-footer__social" aria-label="Follow Kitswap">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <ReviewWidget />
          </>
        )}
        <p className="ks-footer__legal">
          © {year} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
