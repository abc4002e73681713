import type { BlockProps } from '../../engine';
import { CardStyles } from '../../ui/card/Card';
import { HorizontalScroller } from '../../ui/scroller/HorizontalScroller';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { tileLooks } from '../../ui/tile/tile-look';
import { TilePicture } from '../../ui/tile/TilePicture';
import css from './LanderCollectionsLight.css?url';

/**
 * Collections on a lander, in a light style: borderless cards (image in a 3:2 frame, name,
 * optional subtitle) in one sideways-scrolling row (600 px steps on desktop, swipe on mobile).
 * `cta` links to `destination` beside the title.
 */
export default function LanderCollectionsLight({ block }: BlockProps<'lander-collections-light'>) {
  const label = block.title ?? 'Collections';
  return (
    <section className="ks-collections-light" aria-label={block.title ? undefined : label}>
      <CardStyles />
      <Stylesheet href={css} />
      <SectionHead
        title={block.title}
        link={block.destination && block.cta ? { href: block.destination, label: block.cta } : null}
      />
      <HorizontalScroller label={label}>
        {block.tiles.map((tile) => {
          const looks = tileLooks(tile);
          return (
            <a key={tile.id} className="ks-card ks-card--flat" href={tile.destination}>
              <span className="ks-card__media">
                <TilePicture web={looks.web} mobile={looks.mobile} width={360} height={240} />
              </span>
              <span className="ks-card__name">{tile.title}</span>
              {tile.subtitle && <span className="ks-collections-light__subtitle">{tile.subtitle}</span>}
            </a>
          );
        })}
      </HorizontalScroller>
    </section>
  );
}
