import type { BlockProps } from '../../engine';
import type { Item } from '../../schemas/entities/item';
import { ItemCard } from '../../ui/item/ItemCard';
import { ItemCardGrid } from '../../ui/item/ItemCardGrid';
import { HorizontalScroller } from '../../ui/scroller/HorizontalScroller';
import { SectionHead, SEE_ALL } from '../../ui/section-head/SectionHead';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { DESKTOP_PER_ROW, MOBILE_PER_ROW, ROWS, type ItemGridBlock, type ItemGridLayout } from './grid-queries';
import css from './ItemGrid.css?url';

export { itemGridQuery as data } from './grid-queries';

/** Name of a grid without a title, for its scroll region. */
const UNTITLED = 'Featured gear';

/** The placement item links report as ?src=: the layout and the block id, e.g. 'item-grid-2-rows-412'. */
export function itemGridSrc(block: ItemGridBlock): string {
  return `${block.layout}-${block.id}`;
}

/**
 * Items of a CMS block query, as cards: 6×rows items (the desktop count), and on mobile CSS hides the items past
 * 4×rows (the server cannot know the viewport). Grids lay them out in 6 columns (2 on mobile); the horizontal-scroll
 * layout in one scrolling row. No items: nothing at all.
 */
export default function ItemGrid({ block, data }: BlockProps<ItemGridLayout, Item[]>) {
  if (data.length === 0) return null;
  const src = itemGridSrc(block);
  const scrolls = block.layout === 'item-grid-horizontal-scroll';
  const rows = ROWS[block.layout];
  const shown = data.slice(0, DESKTOP_PER_ROW * rows);
  const mobileCount = MOBILE_PER_ROW * rows;
  return (
    <section className={`ks-item-grid ks-item-grid--${scrolls ? 'scroll' : `rows-${rows}`}`}>
      <Stylesheet href={css} />
      <SectionHead
        title={block.title}
        link={block.destination ? { href: block.destination, label: block.cta || SEE_ALL } : null}
      />
      {block.description && <p className="ks-item-grid__description">{block.description}</p>}
      {scrolls ? (
        <HorizontalScroller label={block.title || UNTITLED} mobileCount={mobileCount}>
          {shown.map((item) => (
            <ItemCard key={item.id} item={item} src={src} />
          ))}
        </HorizontalScroller>
      ) : (
        <ItemCardGrid items={shown} mobileCount={mobileCount} label={block.title ? undefined : UNTITLED}>
          {(item) => <ItemCard item={item} src={src} />}
        </ItemCardGrid>
      )}
    </section>
  );
}
