import { browserCookieJar, SWAPS_INBOX_TAB_COOKIE, useEngine } from '../../engine';
import type { NavigationEntry } from '../../schemas/entities/chrome';
import { useSignOut } from '../../ui/accounts/use-sign-out';
import { Button } from '../../ui/button/Button';
import { mobileAccountEntries, type MenuEntry } from './avatar-menu';
import { useNavigation } from './chrome-queries';
import { Accordion, Drawer } from './Drawer';
import { HELP_CENTER, SPORT_COMMUNITIES } from './links';
import { SectionLinks } from './SectionLinks';

const links = (entries: readonly { label: string; href: string }[]) => (
  <ul className="ks-drawer__links">
    {entries.map((entry) => (
      <li key={entry.label}>
        <a
          href={entry.href}
          {...(entry.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {entry.label}
        </a>
      </li>
    ))}
  </ul>
);

/**
 * One top entry's sections in the drawer, as the desktop mega-menu shows them: 'All {title}', then each
 * section's link with its children (the third level) and 'All {section}' under it.
 */
function CategorySections({ entry }: { entry: NavigationEntry }) {
  return (
    <ul className="ks-drawer__links">
      <li>
        <a href={entry.destination}>All {entry.title}</a>
      </li>
      {entry.sections.map((section) => (
        <li key={section.title}>
          <a href={section.destination}>{section.title}</a>
          <SectionLinks section={section} className="ks-drawer__links ks-drawer__links--nested" label={section.title} />
        </li>
      ))}
    </ul>
  );
}

/** The left drawer of spec §2.3: the site's sections, Browse by Category as an accordion of the CMS navigation. */
export function NavigationDrawer({ onClose }: { onClose: () => void }) {
  const { signedIn } = useEngine();
  const navigation = useNavigation();
  return (
    <Drawer side="left" title="Menu" onClose={onClose}>
      <nav aria-label="Site">
        {signedIn
          ? null
          : links([
              { label: 'Join', href: '/register' },
              { label: 'Sign In', href: '/login' },
            ])}
        {links([
          { label: 'Sell', href: '/items/new' },
          { label: 'Home', href: '/' },
        ])}
        <Accordion title="Browse by Category">
          {navigation.map((entry) =>
            entry.sections.length > 0 ? (
              <Accordion key={entry.title} title={entry.title}>
                <CategorySections entry={entry} />
              </Accordion>
            ) : (
              <div key={entry.title}>{links([{ label: entry.title, href: entry.destination }])}</div>
            ),
          )}
        </Accordion>
        <Accordion title="Selling">
          {links([
            { label: 'How to Sell', href: '/sell-now' },
            { label: 'How to Ship', href: '/nav/how-to-ship' },
          ])}
        </Accordion>
        {links([
          { label: 'Guides & Reviews', href: '/buying-guides' },
          { label: 'Gift Cards', href: '/gift-cards' },
          { label: 'Value Guide', href: '/value-guide' },
          { label: 'Help Center / FAQ', href: HELP_CENTER.default },
        ])}
        <Accordion title="Company">
          {links([
            { label: 'Terms', href: '/terms' },
            { label: 'Privacy', href: '/privacy' },
            { label: 'Refunds', href: HELP_CENTER.refundPolicy },
            { label: 'Press', href: HELP_CENTER.press },
            { label: 'Sitemap', href: '/sitemap/index' },
          ])}
        </Accordion>
        <Accordion title="Community">
          {links([...SPORT_COMMUNITIES, { label: 'Elite Seller', href: HELP_CENTER.eliteSeller }])}
        </Accordion>
        {links([{ label: 'Blog', href: '/blog' }])}
      </nav>
    </Drawer>
  );
}

/** The right drawer of spec §2.3: the account's entries, My Settings with its sub-items, Logout last. */
export function AccountDrawer({
  username,
  balance,
  proAvailable,
  onClose,
}: {
  username: string;
  balance: number | undefined;
  proAvailable: boolean;
  onClose: () => void;
}) {
  const signOut = useSignOut();
  const inboxTab = browserCookieJar().get(SWAPS_INBOX_TAB_COOKIE) ?? 'sell';
  const { entries, settings } = mobileAccountEntries({ username, balance, proAvailable, inboxTab });
  const toLinks = (list: MenuEntry[]) => links(list.map((entry) => ({ label: entry.label, href: entry.href! })));
  return (
    <Drawer side="right" title="Account" onClose={onClose}>
      <nav aria-label="Account">
        {toLinks(entries)}
        <Accordion title="My Settings">{toLinks(settings)}</Accordion>
        <Button variant="plain" className="ks-drawer__logout" onClick={() => void signOut()}>
          Logout
        </Button>
      </nav>
    </Drawer>
  );
}
