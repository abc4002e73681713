import type { ReactNode, Ref } from 'react';
import type { Item } from '../../schemas/entities/item';
import { CardStyles } from '../card/Card';
import { Stylesheet } from '../stylesheet/Stylesheet';
import css from './ItemCardGrid.css?url';

export interface ItemCardGridProps {
  items: readonly Item[];
  /** How many of the items mobile shows (the server cannot know the viewport: CSS hides the rest). */
  mobileCount?: number;
  /** Names the list when no heading does. */
  label?: string;
  /** An item's card: the plain ItemCard, or one with a favourite heart. */
  children: (item: Item) => ReactNode;
  ref?: Ref<HTMLUListElement>;
}

/** Item cards in rows: 6 to a line on desktop, 3 on narrow desktops, 2 on mobile. */
export function ItemCardGrid({ items, mobileCount = items.length, label, children, ref }: ItemCardGridProps) {
  return (
    <>
      <CardStyles />
      <Stylesheet href={css} precedence="ui" />
      <ul className="ks-card-grid ks-item-card-grid" aria-label={label} ref={ref}>
        {items.map((item, index) => (
          <li
            key={item.id}
            className={
              index < mobileCount
                ? 'ks-item-card-grid__item'
                : 'ks-item-card-grid__item ks-item-card-grid__item--desktop-only'
            }
          >
            {children(item)}
          </li>
        ))}
      </ul>
    </>
  );
}
