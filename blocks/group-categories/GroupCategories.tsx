import type { BlockProps } from '../../engine';
import { CappedList } from '../../ui/capped-list/CappedList';
import { CardStyles } from '../../ui/card/Card';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { tileLooks } from '../../ui/tile/tile-look';
import { TilePicture } from '../../ui/tile/TilePicture';
import css from './GroupCategories.css?url';

/** Spec §2.7 / §9: the categories grid shows 8 on mobile and 15 on desktop, then 'VIEW ALL'. */
export const CATEGORY_GRID_CAPS = { mobile: 8, desktop: 15 } as const;
export const VIEW_ALL = 'VIEW ALL';

/**
 * The categories grid: round category icons with names, 4 a row on mobile and 5 on desktop. The
 * first 8 (mobile) or 15 (desktop) show; 'VIEW ALL' reveals the rest in place.
 */
export default function GroupCategories({ block }: BlockProps<'group-categories'>) {
  return (
    <section className="ks-group-categories" aria-label={block.title ? undefined : 'Categories'}>
      <CardStyles />
      <Stylesheet href={css} />
      <SectionHead title={block.title} />
      <CappedList
        items={block.tiles}
        caps={CATEGORY_GRID_CAPS}
        moreLabel={VIEW_ALL}
        itemKey={(tile) => tile.id}
        listClassName="ks-card-grid ks-group-categories__list"
        itemClassName="ks-group-categories__item"
        buttonClassName="ks-group-categories__more"
        renderItem={(tile) => {
          const looks = tileLooks(tile);
          return (
            <a className="ks-card ks-card--flat ks-group-categories__link" href={tile.destination}>
              <span className="ks-card__media ks-group-categories__icon">
                <TilePicture web={looks.web} mobile={looks.mobile} width={96} height={96} />
              </span>
              <span className="ks-card__name ks-group-categories__name">{tile.title}</span>
            </a>
          );
        }}
      />
    </section>
  );
}
