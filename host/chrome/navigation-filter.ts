import type { NavigationEntry } from '../../schemas/entities/chrome';

/** Pages whose category navigation keeps only the current sport's sections (spec §2.3). */
const SCOPED_PREFIXES = ['/gear/', '/shop/', '/nav/'];

/**
 * On item, lander and nav pages only the top category matching the path's first segment after the
 * prefix ('/shop/golf/clubs' → 'golf') keeps its sections; the others stay as plain links.
 * Elsewhere every entry keeps its mega-menu.
 */
export function scopeNavigation(entries: NavigationEntry[], pathname: string): NavigationEntry[] {
  const prefix = SCOPED_PREFIXES.find((candidate) => pathname.startsWith(candidate));
  if (!prefix) return entries;
  const segment = pathname.slice(prefix.length).split('/')[0];
  return entries.map((entry) => (topSlug(entry) === segment ? entry : { ...entry, sections: [] }));
}

/** 'golf' for an entry going to '/shop/golf'. */
function topSlug(entry: NavigationEntry): string | undefined {
  return entry.destination.match(/^\/shop\/([^/?#]+)/)?.[1];
}
