import type { BlockProps } from '../../engine';
import type { Item } from '../../schemas/entities/item';
import { PersonalGrid } from './PersonalGrid';

export { shapedFeedQuery as data } from './feed-queries';

export const FEED_TITLE = 'Picked for You';
/** Item grids hold 4×rows on mobile (spec §2.7): the feed's 18 are 3 rows of 6, so 12 on mobile. */
const MOBILE_COUNT = 12;

/** item-grid-shaped-v1: the personalised feed, for signed-in users; nothing for guests or an empty feed. */
export default function ShapedFeed({ block, data }: BlockProps<'item-grid-shaped-v1', Item[]>) {
  if (data.length === 0) return null;
  return (
    <PersonalGrid
      title={block.title || FEED_TITLE}
      items={data}
      src={`${block.layout}-${block.id}`}
      shape={{ kind: 'rows', mobileCount: MOBILE_COUNT }}
    />
  );
}
