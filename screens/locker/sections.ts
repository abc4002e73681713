import type { UserProfile } from '../../schemas/entities/user-profile';

/**
 * A locker's sections (spec §2.1: /locker/{username}, /{itemState}, /about, /favorites, /feedback,
 * /followers, /following). The item states are those a shopper may browse: for sale and sold.
 */
export const LOCKER_SECTIONS = [
  'available',
  'sold',
  'about',
  'favorites',
  'feedback',
  'followers',
  'following',
] as const;
export type LockerSection = (typeof LOCKER_SECTIONS)[number];

/** The section a path's segment names: none is the items for sale; an unknown one is null (a 404). */
export function lockerSection(segment: string | undefined): LockerSection | null {
  if (segment === undefined || segment === '') return 'available';
  return (LOCKER_SECTIONS as readonly string[]).includes(segment) ? (segment as LockerSection) : null;
}

/** A section's path: the items for sale are the locker's own path. */
export function lockerPath(username: string, section: LockerSection): string {
  const base = `/locker/${encodeURIComponent(username)}`;
  return section === 'available' ? base : `${base}/${section}`;
}

/** The tabs, in order, with the count each shows (none for About and Favorites). */
export function lockerTabs(profile: UserProfile): { section: LockerSection; label: string; count?: number }[] {
  return [
    { section: 'available', label: 'For Sale', count: profile.available_count },
    { section: 'sold', label: 'Sold', count: profile.sold_count },
    { section: 'about', label: 'About' },
    { section: 'favorites', label: 'Favorites' },
    { section: 'feedback', label: 'Feedback', count: profile.feedback.count },
    { section: 'followers', label: 'Followers', count: profile.followers_count },
    { section: 'following', label: 'Following', count: profile.following_count },
  ];
}
