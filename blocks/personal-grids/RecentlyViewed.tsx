import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useEngine, type BlockProps } from '../../engine';
import { itemSearchQuery } from '../../ui/item/item-search-queries';
import { readRecentlyViewed } from '../../ui/recently-viewed/recently-viewed';
import { PersonalGrid } from './PersonalGrid';

/** Spec §9: up to 20 recently viewed items are shown (24 are kept). */
export const RECENTLY_VIEWED_SHOWN = 20;
export const RECENTLY_VIEWED_TITLE = 'Recently Viewed';

/** The ids to show: the first 20 of local storage 'recently_viewed', read after mount (the server has no storage). */
function useRecentlyViewedIds(): number[] {
  const [ids, setIds] = useState<number[]>([]);
  useEffect(() => setIds(readRecentlyViewed().slice(0, RECENTLY_VIEWED_SHOWN)), []);
  return ids;
}

/**
 * item-grid-recently-viewed: this browser's last viewed items, most recent first, in one scrolling
 * row, fetched by item search with include_ids. Nothing on the server, nothing with no history.
 */
export default function RecentlyViewed({ block }: BlockProps<'item-grid-recently-viewed'>) {
  const { api } = useEngine();
  const ids = useRecentlyViewedIds();
  const { data: items = [] } = useQuery({
    ...itemSearchQuery(api, { include_ids: ids, page_size: RECENTLY_VIEWED_SHOWN, include_meta: 0 }),
    enabled: ids.length > 0,
  });
  if (ids.length === 0 || items.length === 0) return null;
  return (
    <PersonalGrid
      title={block.title || RECENTLY_VIEWED_TITLE}
      items={items}
      src={`${block.layout}-${block.id}`}
      shape={{ kind: 'scroll' }}
    />
  );
}
