import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { displayedMessage } from '../../engine/api/errors';
import { useEngine } from '../../engine/context';
import { INBOX_SORTS, inboxSortSchema, type InboxType } from '../../schemas/entities/inbox';
import { FilterChips } from './FilterChips';
import { useRestoreFocus } from './focus-after-navigation';
import { FolderNav } from './FolderNav';
import { swapCountsQuery, swapListQuery, useMarkFolderRead } from './inbox-api';
import { inboxHref, type InboxLocation } from './inbox-location';
import { useInboxPageSize, useInboxSort, useRememberInboxLocation } from './inbox-preferences';
import { InboxSearch } from './InboxSearch';
import { INBOX_PANEL_ID, inboxTabId, InboxTabs } from './InboxTabs';
import { Pager } from './Pager';
import { SwapList } from './SwapList';

/**
 * The signed-in inbox (spec §2.11, §4.6) at one location: tabs, folders, search, sort, chips, rows,
 * paging and 'Mark folder read'. Choosing a type goes to its folder all, without keyword or chip;
 * choosing a folder keeps the keyword and drops the chip; any change goes back to page 1.
 */
export function Inbox({ location, userId }: { location: InboxLocation; userId: string }) {
  const { api } = useEngine();
  const [, navigate] = useLocation();
  const [sort, setSort] = useInboxSort();
  const pageSize = useInboxPageSize();
  useRememberInboxLocation(location);
  useRestoreFocus();
  const { type, scope, q, filter, page } = location;

  const counts = useQuery(swapCountsQuery(api, userId, type));
  const list = useQuery(swapListQuery(api, userId, { type, scope, page, page_size: pageSize, sort, q: q || undefined, filter: filter ?? undefined }));
  const markRead = useMarkFolderRead();

  const sides = counts.data ?? [];
  const unreadSide = (side: InboxType) => sides.find((entry) => entry.slug === side)?.unread ?? false;
  const folders = sides.find((entry) => entry.slug === type)?.children.flatMap((folder) => [folder, ...folder.children]) ?? [];
  const unread = new Map(folders.map((folder) => [folder.slug, folder.unread_count]));
  const onSearch = useCallback((next: string) => navigate(inboxHref({ type, scope, q: next, filter }), { replace: true }), [navigate, type, scope, filter]);

  return (
    <>
      <InboxTabs type={type} unread={{ sell: unreadSide('sell'), buy: unreadSide('buy') }} onSelect={(next) => navigate(inboxHref({ type: next, scope: 'all' }))} />
      <div role="tabpanel" id={INBOX_PANEL_ID} aria-labelledby={inboxTabId(type)} className="ks-inbox__panel">
        <FolderNav type={type} scope={scope} q={q} unread={unread} onSelect={(next) => navigate(inboxHref({ type, scope: next, q }))} />
        <div className="ks-inbox__main">
          <div className="ks-inbox__toolbar">
            <InboxSearch key={type} type={type} q={q} onSearch={onSearch} />
            <label className="ks-inbox__sort">
              Sort
              <select value={sort} onChange={(event) => setSort(inboxSortSchema.parse(event.target.value))}>
                {INBOX_SORTS.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="ks-inbox__read"
              disabled={!unread.get(scope) || markRead.isPending}
              onClick={() => markRead.mutate({ type, scope })}
            >
              Mark folder read
            </button>
          </div>
          {markRead.isError ? <p role="alert">{displayedMessage(markRead.error)}</p> : null}
          <FilterChips filters={list.data?.meta.filters ?? []} active={filter} onToggle={(next) => navigate(inboxHref({ type, scope, q, filter: next }))} />
          {list.isPending ? (
            <div className="ks-block-loading" aria-busy="true" aria-label="Loading your swaps" />
          ) : list.isError ? (
            <p role="alert">{displayedMessage(list.error)}</p>
          ) : (
            <>
              <SwapList swaps={list.data.data} type={type} />
              <Pager paging={list.data.meta.paging} href={(next) => inboxHref({ ...location, page: next })} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
