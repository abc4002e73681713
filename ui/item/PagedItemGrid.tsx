import type { InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Item } from '../../schemas/entities/item';
import type { PagedItems } from '../../schemas/entities/paged-items';
import { LoadMore, useLoadMore, type LoadableList } from '../paging/LoadMore';
import { ItemCardGrid } from './ItemCardGrid';

export interface PagedItemGridProps {
  /** The list's accessible name. */
  label: string;
  /** A loaded infinite list: its pages so far and how to get the next. */
  list: LoadableList & { data: InfiniteData<PagedItems> };
  children: (item: Item) => ReactNode;
}

/** The items of every page loaded so far, in a grid, and 'Load more' while pages remain (ui/paging). */
export function PagedItemGrid({ label, list, children }: PagedItemGridProps) {
  const items = list.data.pages.flatMap((page) => page.data);
  const { listRef, loadMore } = useLoadMore(list, items.length);
  return (
    <>
      <ItemCardGrid items={items} label={label} ref={listRef}>
        {children}
      </ItemCardGrid>
      <LoadMore list={list} onLoadMore={loadMore} />
    </>
  );
}
