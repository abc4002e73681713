import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { displayedMessage } from '../../engine/api/errors';
import type { Item } from '../../schemas/entities/item';
import type { PagedItems } from '../../schemas/entities/paged-items';
import { AlertBox } from '../../ui/alert/AlertBox';
import { ItemCardGrid } from '../../ui/item/ItemCardGrid';
import { OutlineButton } from '../../ui/outline-button/OutlineButton';

export interface PagedItemGridProps {
  /** The list's accessible name. */
  label: string;
  /** A loaded infinite list: its pages so far and how to get the next. */
  list: Pick<UseInfiniteQueryResult<InfiniteData<PagedItems>>, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'> & {
    data: InfiniteData<PagedItems>;
  };
  children: (item: Item) => ReactNode;
}

/**
 * The items of every page loaded so far, in a grid, and 'Load more' while pages remain. The next
 * page's first card takes the focus once it arrives, so a keyboard user reads on from there; a
 * failed page is shown under the grid (spec §8 message) and Load more tries again.
 */
export function PagedItemGrid({ label, list, children }: PagedItemGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const items = list.data.pages.flatMap((page) => page.data);
  // The index of the first card of the page asked for, focused once it is on screen.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    const card = focusAt === null ? undefined : listRef.current?.children[focusAt];
    if (!card) return;
    card.querySelector('a')?.focus();
    setFocusAt(null);
  }, [focusAt, items.length]);
  const loadMore = () => {
    if (list.isFetchingNextPage) return;
    setFocusAt(items.length);
    void list.fetchNextPage();
  };
  return (
    <>
      <ItemCardGrid items={items} label={label} ref={listRef}>
        {children}
      </ItemCardGrid>
      {list.isFetchNextPageError ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(list.error)}
        </AlertBox>
      ) : null}
      {list.hasNextPage ? (
        <OutlineButton aria-busy={list.isFetchingNextPage} onClick={loadMore}>
          Load more
        </OutlineButton>
      ) : null}
    </>
  );
}
