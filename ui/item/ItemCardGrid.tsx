import type { Item } from '../../schemas/entities/item';
import { Stylesheet } from '../stylesheet/Stylesheet';
import { ItemCard } from './ItemCard';
import css from './ItemCardGrid.css?url';

export interface ItemCardGridProps {
  items: readonly Item[];
  /** The placement item links report as ?src=. */
  src: string;
  /** How many of the items mobile shows (the server cannot know the viewport: CSS hides the rest). */
  mobileCount?: number;
  /** Names the list when no heading does. */
  label?: string;
}

/** Item cards in rows: 6 to a line on desktop, 3 on narrow desktops, 2 on mobile. */
export function ItemCardGrid({ items, src, mobileCount = items.length, label }: ItemCardGridProps) {
  return (
    <>
      <Stylesheet href={css} precedence="ui" />
      <ul className="ks-item-card-grid" aria-label={label}>
        {items.map((item, index) => (
          <li key={item.id} className={index < mobileCount ? 'ks-item-card-grid__item' : 'ks-item-card-grid__item ks-item-card-grid__item--desktop-only'}>
            <ItemCard item={item} src={src} />
          </li>
        ))}
      </ul>
    </>
  );
}
