import type { BlockProps } from '../../engine';
import { CappedList } from '../../ui/capped-list/CappedList';
import { CardStyles } from '../../ui/card/Card';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { cssVars } from '../../ui/stylesheet/css-vars';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { tileLooks } from '../../ui/tile/tile-look';
import { TilePicture } from '../../ui/tile/TilePicture';
import css from './ExploreCollection.css?url';

/** Spec §2.7 / §9: explore collection shows 12 tiles (5 on mobile) until 'Show More'. */
export const EXPLORE_CAPS = { mobile: 5, desktop: 12 } as const;
export const SHOW_MORE = 'Show More';

/**
 * A collection to explore: square tiles with the name over the image, 4 a row on desktop and one
 * column of wide rows on mobile. The first 12 (5 on mobile) show; 'Show More' reveals the rest.
 */
export default function ExploreCollection({ block }: BlockProps<'explore-collection'>) {
  return (
    <section className="ks-explore" aria-label={block.title ? undefined : 'Explore'}>
      <CardStyles />
      <Stylesheet href={css} />
      <SectionHead title={block.title}>
        {block.description && <p className="ks-explore__description">{block.description}</p>}
      </SectionHead>
      <CappedList
        items={block.tiles}
        caps={EXPLORE_CAPS}
        moreLabel={SHOW_MORE}
        itemKey={(tile) => tile.id}
        listClassName="ks-card-grid ks-explore__list"
        itemClassName="ks-explore__item"
        renderItem={(tile) => {
          const looks = tileLooks(tile);
          return (
            <a
              className="ks-explore__tile"
              href={tile.destination}
              style={cssVars({ '--ks-explore-bg': tile.background_color })}
            >
              <span className="ks-explore__media">
                <TilePicture web={looks.web} mobile={looks.mobile} width={300} height={300} />
              </span>
              <span className="ks-explore__name">{tile.title}</span>
            </a>
          );
        }}
      />
    </section>
  );
}
