import type { Tile } from '../../schemas/tile';

/** Where a trending search leads: the tile's destination, else the search results for its words. */
export function trendingSearchHref(tile: Pick<Tile, 'destination'> & { title: string }): string {
  return tile.destination ?? `/search?${new URLSearchParams({ q: tile.title.trim() }).toString()}`;
}
