import { PRODUCT_NAME, SITE_TAGLINE } from '../../ui/brand';
import chromeCss from './chrome.css?url';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';

const LINKS = [
  { href: '/sell-now', label: 'How to Sell' },
  { href: '/buying-guides', label: 'Guides & Reviews' },
  { href: '/value-guide', label: 'Value Guide' },
  { href: '/terms', label: 'Terms' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/sitemap/index', label: 'Sitemap' },
];

/** The site footer; `simple` is the one-line variant some pages use (spec §2.2). */
export function Footer({ simple = false }: { simple?: boolean }) {
  const year = new Date().getUTCFullYear();
  return (
    <footer className={simple ? 'ks-footer ks-footer--simple' : 'ks-footer'}>
      <Stylesheet href={chromeCss} precedence="chrome" />
      <div className="ks-footer__inner">
        {simple ? null : <p className="ks-footer__tagline">{SITE_TAGLINE}</p>}
        <nav aria-label="Footer">
          <ul className="ks-footer__links">
            {LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="ks-footer__legal">
          © {year} {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
