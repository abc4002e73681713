import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useEngine } from '../../engine';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { sitemapGroups } from './sitemap-groups';
import { landerRefsQuery } from './sitemap-queries';
import css from './SitemapScreen.css?url';

/** The site's own pages, beside the shop. */
const SITE_PAGES = [
  { href: '/', label: 'Home' },
  { href: '/sell-now', label: 'How to Sell' },
  { href: '/buying-guides', label: 'Guides & Reviews' },
  { href: '/blog', label: 'Blog' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/privacy', label: 'Privacy Policy' },
];

export default function SitemapScreen() {
  const { api } = useEngine();
  const { data: landers } = useSuspenseQuery(landerRefsQuery(api));
  return (
    <div className="ks-page ks-sitemap">
      <Stylesheet href={css} />
      <PageMeta title="Sitemap" description="Every shop page on Kitswap by sport, and the pages about Kitswap." />
      <h1>Sitemap</h1>
      <nav aria-label="Shop by sport">
        <ul className="ks-sitemap__groups">
          {sitemapGroups(landers).map(({ key, lander, children }) => (
            <li key={key}>
              <h2 className="ks-sitemap__sport">{lander ? <Link href={lander.path}>{lander.title}</Link> : key}</h2>
              {children.length > 0 ? (
                <ul>
                  {children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.path}>{child.title}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Kitswap" className="ks-sitemap__site">
        <h2 className="ks-sitemap__sport">Kitswap</h2>
        <ul>
          {SITE_PAGES.map(({ href, label }) => (
            <li key={href}>
              <Link href={href}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
