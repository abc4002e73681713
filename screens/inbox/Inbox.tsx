import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { displayedMessage, useEngine } from '../../engine';
import { INBOX_SORTS, inboxSortSchema } from '../../schemas/entities/inbox';
import { FilterChips } from '../../ui/swaps/FilterChips';
import {
  chooseInboxFilter,
  chooseInboxFolder,
  chooseInboxType,
  inboxHref,
  searchInbox,
  type InboxLocation,
} from '../../ui/swaps/inbox-location';
import { useInboxPageSize, useInboxSort, useRememberInboxLocation } from '../../ui/swaps/inbox-preferences';
import { swapListParams, swapListQuery, useInboxCounts, useMarkFolderRead } from '../../ui/swaps/inbox-queries';
import { InboxSearch } from '../../ui/swaps/InboxSearch';
import { inboxPanelId, inboxTabId, InboxTabs } from '../../ui/swaps/InboxTabs';
import { FolderNav } from './FolderNav';
import { Pager } from './Pager';
import { StarredSwapList } from './StarredSwapList';

const ID_PREFIX = 'ks-inbox';

/**
 * The signed-in inbox (spec §2.11, §4.6) at one location: tabs, folders, search, sort, chips, rows,
 * paging and 'Mark folder read'. The moves between locations are ui/swaps/inbox-location.ts's.
 */
export function Inbox({ location, userId }: { location: InboxLocation; userId: string }) {
  const { api } = useEngine();
  const [, navigate] = useLocation();
  const [sort, setSort] = useInboxSort();
  const pageSize = useInboxPageSize();
  useRememberInboxLocation(location);
  const { type, scope, filter } = location;

  const { unreadSides, unreadFolders } = useInboxCounts(userId, type);
  const list = useQuery(swapListQuery(api, userId, swapListParams(location, sort, pageSize)));
  const markRead = useMarkFolderRead();
  const onSearch = useCallback(
    (next: string) => navigate(inboxHref(searchInbox(location, next)), { replace: true }),
    [navigate, location],
  );

  return (
    <>
      <InboxTabs
        idPrefix={ID_PREFIX}
        type={type}
        unread={unreadSides}
        onSelect={(next) => navigate(inboxHref(chooseInboxType(next)))}
      />
      <div
        role="tabpanel"
        id={inboxPanelId(ID_PREFIX)}
        aria-labelledby={inboxTabId(ID_PREFIX, type)}
        className="ks-inbox__panel"
      >
        <FolderNav
          type={type}
          scope={scope}
          q={location.q}
          unread={unreadFolders}
          onSelect={(next) => navigate(inboxHref(chooseInboxFolder(location, next)))}
        />
        <div className="ks-inbox__main">
          <div className="ks-inbox__toolbar">
            <InboxSearch key={type} type={type} q={location.q} onSearch={onSearch} />
            <label className="ks-inbox__sort">
              Sort
              <select
                className="ks-inbox__field"
                value={sort}
                onChange={(event) => setSort(inboxSortSchema.parse(event.target.value))}
              >
                {INBOX_SORTS.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="ks-inbox__pill ks-inbox__read"
              disabled={!unreadFolders.get(scope) || markRead.isPending}
              onClick={() => markRead.mutate({ type, scope })}
            >
              Mark folder read
            </button>
          </div>
          {markRead.isError ? <p role="alert">{displayedMessage(markRead.error)}</p> : null}
          <FilterChips
            filters={list.data?.meta.filters ?? []}
            active={filter}
            onToggle={(next) => navigate(inboxHref(chooseInboxFilter(location, next)))}
          />
          {list.isPending ? (
            <div className="ks-block-loading" aria-busy="true" aria-label="Loading your swaps" />
          ) : list.isError ? (
            <p role="alert">{displayedMessage(list.error)}</p>
          ) : (
            <>
              <StarredSwapList swaps={list.data.data} type={type} />
              <Pager paging={list.data.meta.paging} href={(next) => inboxHref({ ...location, page: next })} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
