import type { BlockProps } from '../../engine';
import { CardStyles } from '../../ui/card/Card';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { tileLooks } from '../../ui/tile/tile-look';
import { TilePicture } from '../../ui/tile/TilePicture';
import css from './BrandCollection.css?url';

export const SEE_MORE_BRANDS = 'See More Brands';

/**
 * Brands to shop: a card per tile in a fixed 3:2 frame, showing the brand's logo when the tile has
 * an image and its name set large when it has none (the name is always the link's text), 6 a row
 * on desktop and 3 on mobile. 'See More Brands' links to the block's destination when set.
 */
export default function BrandCollection({ block }: BlockProps<'brand-collection'>) {
  return (
    <section className="ks-brands" aria-label={block.title ? undefined : 'Brands'}>
      <CardStyles />
      <Stylesheet href={css} />
      <SectionHead title={block.title} />
      <ul className="ks-card-grid ks-brands__list">
        {block.tiles.map((tile) => {
          const looks = tileLooks(tile);
          const hasLogo = Boolean(looks.web.imageUrl || looks.mobile.imageUrl);
          return (
            <li key={tile.id}>
              <a
                className="ks-card ks-brands__card"
                href={tile.destination}
                style={cssVars({ '--ks-card-bg': tile.background_color, '--ks-card-ink': tile.text_color })}
              >
                {hasLogo && (
                  <TilePicture
                    className="ks-brands__logo"
                    web={looks.web}
                    mobile={looks.mobile}
                    width={240}
                    height={160}
                  />
                )}
                <span className={hasLogo ? 'ks-visually-hidden' : 'ks-brands__name'}>{tile.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {block.destination && (
        <a className="ks-card-more" href={block.destination}>
          {SEE_MORE_BRANDS}
        </a>
      )}
    </section>
  );
}
