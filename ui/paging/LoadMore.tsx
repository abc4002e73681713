import { useEffect, useRef, useState } from 'react';
import { displayedMessage } from '../../engine';
import { AlertBox } from '../alert/AlertBox';
import { OutlineButton } from '../outline-button/OutlineButton';

/** What 'Load more' needs of a TanStack infinite query. */
export interface LoadableList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * 'Load more' for a list of `count` entries so far: the next page's first entry takes the focus
 * (its link, else its button) once it arrives, so a keyboard user reads on from there. Put
 * `listRef` on the list whose children are the entries.
 */
export function useLoadMore<Element extends HTMLElement = HTMLUListElement>(list: LoadableList, count: number) {
  const listRef = useRef<Element>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    const entry = focusAt === null ? undefined : listRef.current?.children[focusAt];
    if (!entry) return;
    (entry.querySelector('a') ?? entry.querySelector('button'))?.focus();
    setFocusAt(null);
  }, [focusAt, count]);
  const loadMore = () => {
    if (list.isFetchingNextPage) return;
    setFocusAt(count);
    void list.fetchNextPage();
  };
  return { listRef, loadMore };
}

/** Under a paged list: a failed page's message (spec §8), and 'Load more' while pages remain (it also retries). */
export function LoadMore({ list, onLoadMore }: { list: LoadableList; onLoadMore: () => void }) {
  return (
    <>
      {list.isFetchNextPageError ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(list.error)}
        </AlertBox>
      ) : null}
      {list.hasNextPage ? (
        <OutlineButton aria-busy={list.isFetchingNextPage} onClick={onLoadMore}>
          Load more
        </OutlineButton>
      ) : null}
    </>
  );
}
