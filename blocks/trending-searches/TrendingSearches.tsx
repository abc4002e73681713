import type { BlockProps } from '../../engine';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { trendingSearchHref } from './search-href';
import css from './TrendingSearches.css?url';

/** The heading when the CMS gives none. */
export const TRENDING_SEARCHES_TITLE = 'Trending Searches';

/**
 * Searches athletes run most, in the editor's order: an ordered list of links, each to the search
 * results for its words (or to the tile's destination). Two columns on desktop, one on mobile.
 */
export default function TrendingSearches({ block }: BlockProps<'trending-searches'>) {
  return (
    <section className="ks-trending">
      <Stylesheet href={css} />
      <SectionHead title={block.title ?? TRENDING_SEARCHES_TITLE} />
      <ol className="ks-trending__list">
        {block.tiles.map((tile) => (
          <li key={tile.id} className="ks-trending__item">
            <a className="ks-trending__link" href={trendingSearchHref(tile)}>
              <svg
                className="ks-trending__icon"
                viewBox="0 0 24 24"
                width="18"
                height="18"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M3 17l6-6 4 4 8-8M15 7h6v6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span>{tile.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
