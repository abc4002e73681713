import { describe, expect, it } from 'vitest';
import type { LanderRef } from '../../schemas/entities/lander';
import { sitemapGroups } from './sitemap-groups';

const lander = (id: number, slug: string, title: string): LanderRef => ({ id, slug, path: `/shop/${slug}`, title });

describe('sitemapGroups', () => {
  it('puts each lander under its sport, sports by title and their landers by path', () => {
    const groups = sitemapGroups([
      lander(1, 'hockey', 'Hockey Gear'),
      lander(2, 'golf', 'Golf Gear'),
      lander(3, 'hockey/sticks', 'Hockey Sticks'),
      lander(4, 'golf/clubs/drivers', 'Golf Drivers'),
      lander(5, 'golf/clubs', 'Golf Clubs'),
    ]);
    expect(groups.map((group) => [group.lander?.title, group.children.map((child) => child.title)])).toEqual([
      ['Golf Gear', ['Golf Clubs', 'Golf Drivers']],
      ['Hockey Gear', ['Hockey Sticks']],
    ]);
  });

  it('keeps landers whose sport has no lander of its own, under the sport key', () => {
    const [group] = sitemapGroups([lander(7, 'baseball/bats/bbcor-bats', 'BBCOR Bats')]);
    expect(group).toMatchObject({ key: 'baseball', lander: undefined, children: [{ title: 'BBCOR Bats' }] });
  });
});
