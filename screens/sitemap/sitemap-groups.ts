import type { LanderRef } from '../../schemas/entities/lander';

export interface SitemapGroup {
  /** The first path segment after /shop/: the sport. */
  key: string;
  /** The sport's own lander, when it has one: it names and links the group. */
  lander: LanderRef | undefined;
  /** The landers below it, by path. */
  children: LanderRef[];
}

/** Landers grouped by sport ('hockey' holds 'hockey' and 'hockey/sticks'), groups by title. */
export function sitemapGroups(landers: readonly LanderRef[]): SitemapGroup[] {
  const groups = new Map<string, SitemapGroup>();
  for (const lander of landers) {
    const [key = lander.slug] = lander.slug.split('/');
    const group = groups.get(key) ?? { key, lander: undefined, children: [] };
    if (lander.slug === key) group.lander = lander;
    else group.children.push(lander);
    groups.set(key, group);
  }
  const title = (group: SitemapGroup) => group.lander?.title ?? group.key;
  return [...groups.values()]
    .map((group) => ({ ...group, children: group.children.toSorted((a, b) => a.path.localeCompare(b.path)) }))
    .toSorted((a, b) => title(a).localeCompare(title(b)));
}
