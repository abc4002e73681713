import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useEngine } from '../../engine';
import { ItemCard } from '../../ui/item/ItemCard';
import { PagedItemGrid } from '../../ui/item/PagedItemGrid';
import { followedItemsQuery } from './feed-lists';

/**
 * 'New from sellers you follow': the available items of followed sellers, newest first, with 'Load
 * more'. Nothing at all while it loads, when it fails, or when there is nothing (no follows yet).
 */
export function FollowedItems({ uuid }: { uuid: string }) {
  const { api } = useEngine();
  const followed = useInfiniteQuery(followedItemsQuery(api, uuid));
  const headingId = useId();
  if (!followed.isSuccess || followed.data.pages[0]?.data.length === 0) return null;
  return (
    <section className="ks-feed__section" aria-labelledby={headingId}>
      <h2 id={headingId}>New from sellers you follow</h2>
      <PagedItemGrid label="New from sellers you follow, newest first" list={followed}>
        {(item) => <ItemCard item={item} src="feed-followed" />}
      </PagedItemGrid>
    </section>
  );
}
