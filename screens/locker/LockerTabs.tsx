import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { UserProfile } from '../../schemas/entities/user-profile';
import { formatCount } from '../../ui/format/numbers';
import { lockerPath, lockerTabs, type LockerSection } from './sections';

/** The locker's sections as links (each its own URL), the current one marked for assistive technology. */
export function LockerTabs({ profile, current }: { profile: UserProfile; current: LockerSection }) {
  const navRef = useRef<HTMLElement>(null);
  // On a narrow screen the tabs scroll sideways: bring the current one into view.
  useEffect(() => {
    const nav = navRef.current;
    const tab = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && tab) nav.scrollLeft = tab.offsetLeft - (nav.clientWidth - tab.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className="ks-locker__tabs" aria-label={`@${profile.username}’s locker`} ref={navRef}>
      <ul>
        {lockerTabs(profile).map((tab) => (
          <li key={tab.section}>
            <Link
              href={lockerPath(profile.username, tab.section)}
              aria-current={tab.section === current ? 'page' : undefined}
            >
              {tab.label}
              {tab.count === undefined ? null : <span className="ks-locker__tab-count"> {formatCount(tab.count)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
