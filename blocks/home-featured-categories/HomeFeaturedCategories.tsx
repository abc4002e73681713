import type { BlockProps } from '../../engine';
import { CardStyles } from '../../ui/card/Card';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { tileLooks } from '../../ui/tile/tile-look';
import { TilePicture } from '../../ui/tile/TilePicture';
import css from './HomeFeaturedCategories.css?url';

/** Spec §2.7 / §9: home featured categories show 8 on desktop. */
export const DESKTOP_CATEGORY_COUNT = 8;

/**
 * Category cards (image and name, linking to the category). Every tile is rendered: on mobile
 * they form one horizontally scrolling row; on desktop a grid shows the first 8 and CSS hides the
 * rest (the server cannot know the viewport).
 */
export default function HomeFeaturedCategories({ block }: BlockProps<'home-featured-categories'>) {
  return (
    <section className="ks-featured-categories" aria-label={block.title ? undefined : 'Featured categories'}>
      <CardStyles />
      <Stylesheet href={css} />
      <SectionHead
        title={block.title}
        link={block.destination && block.cta ? { href: block.destination, label: block.cta } : null}
      />
      <ul className="ks-card-grid ks-featured-categories__list">
        {block.tiles.map((tile, index) => {
          const looks = tileLooks(tile);
          const beyondDesktop = index >= DESKTOP_CATEGORY_COUNT;
          return (
            <li
              key={tile.id}
              className={`ks-featured-categories__item${beyondDesktop ? ' ks-featured-categories__item--mobile-only' : ''}`}
              style={cssVars({ '--ks-card-media-bg': tile.background_color })}
            >
              <a className="ks-card" href={tile.destination}>
                <span className="ks-card__media">
                  <TilePicture web={looks.web} mobile={looks.mobile} width={320} height={320} />
                </span>
                <span className="ks-card__name">{tile.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
