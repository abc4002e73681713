import type { BlockProps } from '../../engine';
import { CardStyles } from '../../ui/card/Card';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { tileLooks } from '../../ui/tile/tile-look';
import { TilePicture } from '../../ui/tile/TilePicture';
import css from './LanderFeaturedCategories.css?url';

/** Spec §2.7 / §9: a lander features at most 6 categories. */
export const LANDER_CATEGORY_LIMIT = 6;
export const SHOW_ALL_CATEGORIES = 'Show all categories';

/**
 * A lander's featured categories: the first 6 tiles as cards (image in a 4:3 frame, name), three
 * a row on desktop and two on mobile; tiles past the 6th are not rendered. 'Show all categories'
 * links to the block's destination when it has one.
 */
export default function LanderFeaturedCategories({ block }: BlockProps<'lander-featured-categories'>) {
  const tiles = block.tiles.slice(0, LANDER_CATEGORY_LIMIT);
  return (
    <section className="ks-lander-categories" aria-label={block.title ? undefined : 'Featured categories'}>
      <CardStyles />
      <Stylesheet href={css} />
      <SectionHead title={block.title} />
      <ul className="ks-card-grid ks-lander-categories__list">
        {tiles.map((tile) => {
          const looks = tileLooks(tile);
          return (
            <li key={tile.id}>
              <a
                className="ks-card ks-lander-categories__card"
                href={tile.destination}
                style={cssVars({ '--ks-card-media-bg': tile.background_color })}
              >
                <span className="ks-card__media ks-lander-categories__media">
                  <TilePicture web={looks.web} mobile={looks.mobile} width={400} height={300} />
                </span>
                <span className="ks-card__name">{tile.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {block.destination && (
        <a className="ks-card-more" href={block.destination}>
          {SHOW_ALL_CATEGORIES}
        </a>
      )}
    </section>
  );
}
