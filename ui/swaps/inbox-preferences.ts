import { useEffect, useState } from 'react';
import {
  browserCookieJar,
  INBOX_PAGE_SIZE_COOKIE,
  INBOX_SORT_COOKIE,
  SWAPS_INBOX_LOCATION_COOKIE,
  SWAPS_INBOX_TAB_COOKIE,
  useEngine,
} from '../../engine';
import { inboxSortSchema, type InboxSort } from '../../schemas/entities/inbox';
import { DEFAULT_INBOX_PAGE_SIZE, MAX_INBOX_PAGE_SIZE } from '../../schemas/requests/inbox';
import { inboxHref, parseInboxLocation, rememberedInboxPath, type InboxLocation } from './inbox-location';

/** The page size of ks_inbox_page_size (spec §7.3), 20 when it is missing or not a size the API takes. */
export function inboxPageSize(cookie: string | undefined): number {
  const size = Number(cookie);
  return Number.isInteger(size) && size >= 1 && size <= MAX_INBOX_PAGE_SIZE ? size : DEFAULT_INBOX_PAGE_SIZE;
}

/** The visit's ks_inbox_page_size. */
export function useInboxPageSize(): number {
  return inboxPageSize(useEngine().cookies?.get(INBOX_PAGE_SIZE_COOKIE));
}

/** The sort of ks_inbox_sort (spec §7.3), newest unless it names another; changing it writes the cookie. */
export function useInboxSort(): [InboxSort, (sort: InboxSort) => void] {
  const { cookies } = useEngine();
  const [sort, setSort] = useState<InboxSort>(() =>
    inboxSortSchema.catch('newest').parse(cookies?.get(INBOX_SORT_COOKIE)),
  );
  return [
    sort,
    (next) => {
      browserCookieJar().set(INBOX_SORT_COOKIE, next);
      setSort(next);
    },
  ];
}

/** Remembers the tab (ks_swaps_inbox_tab) and the last location as /swaps/{type}/{scope} (spec §2.11, §9). */
export function useRememberInboxLocation({ type, scope }: Pick<InboxLocation, 'type' | 'scope'>): void {
  useEffect(() => {
    const cookies = browserCookieJar();
    cookies.set(SWAPS_INBOX_TAB_COOKIE, type);
    cookies.set(SWAPS_INBOX_LOCATION_COOKIE, inboxHref({ type, scope }));
  }, [type, scope]);
}

/**
 * The remembered location (/swaps/{type}/{scope}, else the remembered tab's all, else sell all) as a location: where
 * the quick inbox opens.
 */
export function useRememberedInboxLocation(): InboxLocation {
  const { cookies } = useEngine();
  return parseInboxLocation(
    rememberedInboxPath(cookies?.get(SWAPS_INBOX_LOCATION_COOKIE), cookies?.get(SWAPS_INBOX_TAB_COOKIE)),
    '',
  )!;
}
