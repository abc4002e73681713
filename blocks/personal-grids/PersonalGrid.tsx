import type { Item } from '../../schemas/entities/item';
import { ItemCard } from '../../ui/item/ItemCard';
import { HorizontalScroller } from '../../ui/scroller/HorizontalScroller';
import { SectionHead } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import css from './PersonalGrid.css?url';

export interface PersonalGridProps {
  title: string;
  items: readonly Item[];
  /** The placement item links report as ?src=. */
  src: string;
  /** One scrolling row, or rows of 6 on desktop and 2 on mobile holding `mobileCount` items. */
  shape: { kind: 'scroll' } | { kind: 'rows'; mobileCount: number };
}

/** Item cards under a section heading: the shared body of the recently viewed and personalised feed blocks. */
export function PersonalGrid({ title, items, src, shape }: PersonalGridProps) {
  return (
    <section className="ks-personal-grid">
      <Stylesheet href={css} />
      <SectionHead title={title} />
      {shape.kind === 'scroll' ? (
        <HorizontalScroller label={title}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} src={src} />
          ))}
        </HorizontalScroller>
      ) : (
        <ul className="ks-personal-grid__list">
          {items.map((item, index) => (
            <li key={item.id} className={index < shape.mobileCount ? 'ks-personal-grid__item' : 'ks-personal-grid__item ks-personal-grid__item--desktop-only'}>
              <ItemCard item={item} src={src} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
