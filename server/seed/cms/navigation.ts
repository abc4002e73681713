import type { Tile } from '../../../schemas/tile';
import { NAVIGATION_PAGE_VIEW_SLUG } from '../../chrome/chrome';
import type { Catalogue, CategoryRow } from '../catalogue';
import { seedNowIso } from '../clock';
import { idsFor } from '../content/ids';
import type { PageViewRow } from '../content/types';

/** After the content's page views (up to 95): its blocks are 9601…, its tiles 96001…. */
export const NAVIGATION_PAGE_VIEW_ID = 96;

/**
 * The category navigation as CMS content an editor changes (spec §2.3 'a CMS category navigation', §3
 * display types): one block per top entry (its title and destination), whose tiles are the entry's
 * sections — a nav_group_header tile (title, destination) followed by a nav_link tile per child. Seeded
 * from the category tree (each sport, its second-level categories, their leaves), then 'Auctions'.
 */
export function buildNavigationPageView(catalogue: Catalogue): PageViewRow {
  const ids = idsFor(NAVIGATION_PAGE_VIEW_ID);
  const ordered = [...catalogue.categories].sort((a, b) => a.position - b.position || a.id - b.id);
  const childrenOf = (parent: CategoryRow) => ordered.filter((row) => row.parent_id === parent.id);
  const shop = (row: CategoryRow) => `/shop/${row.slug}`;
  const tile = (row: CategoryRow, displayType: 'nav_group_header' | 'nav_link'): Tile => ({
    id: ids.tile(),
    title: row.name,
    destination: shop(row),
    display_type: displayType,
  });
  const sports = ordered.filter((row) => row.parent_id === null);
  return {
    id: NAVIGATION_PAGE_VIEW_ID,
    slug: NAVIGATION_PAGE_VIEW_SLUG,
    title: 'Category navigation',
    updated_at: seedNowIso(),
    blocks: [
      ...sports.map((sport) => ({
        id: ids.block(),
        layout: 'group-unlimited-1-column-title' as const,
        title: sport.name,
        destination: shop(sport),
        tiles: childrenOf(sport).flatMap((section) => [
          tile(section, 'nav_group_header'),
          ...childrenOf(section).map((child) => tile(child, 'nav_link')),
        ]),
      })),
      // No sections: a plain, highlighted top entry (the server highlights 'Auctions', spec §2.3). Its one
      // nav_link (no header before it, so no section) keeps the block valid content for the page view schema,
      // which wants a tile, and for the preview.
      {
        id: ids.block(),
        layout: 'group-unlimited-1-column-title' as const,
        title: 'Auctions',
        destination: '/search?q=auction',
        tiles: [
          {
            id: ids.tile(),
            title: 'All auctions',
            destination: '/search?q=auction',
            display_type: 'nav_link' as const,
          },
        ],
      },
    ],
  };
}
