import type { Item } from '../../schemas/entities/item';
import { ItemCard } from '../../ui/item/ItemCard';
import { ItemCardGrid } from '../../ui/item/ItemCardGrid';
import { HorizontalScroller } from '../../ui/scroller/HorizontalScroller';
import { SectionHead } from '../../ui/section-head/SectionHead';

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
    <section>
      <SectionHead title={title} />
      {shape.kind === 'scroll' ? (
        <HorizontalScroller label={title}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} src={src} />
          ))}
        </HorizontalScroller>
      ) : (
        <ItemCardGrid items={items} mobileCount={shape.mobileCount}>
          {(item) => <ItemCard item={item} src={src} />}
        </ItemCardGrid>
      )}
    </section>
  );
}
