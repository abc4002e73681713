import { useQuery } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'wouter';
import { displayedMessage, useEngine } from '../../../engine';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import { FilterChips } from '../../../ui/swaps/FilterChips';
import { FolderSelect } from '../../../ui/swaps/FolderSelect';
import {
  chooseInboxFilter,
  chooseInboxFolder,
  chooseInboxType,
  inboxHref,
  searchInbox,
} from '../../../ui/swaps/inbox-location';
import {
  useInboxPageSize,
  useInboxSort,
  useRememberedInboxLocation,
  useRememberInboxLocation,
} from '../../../ui/swaps/inbox-preferences';
import { swapListParams, swapListQuery, useInboxCounts } from '../../../ui/swaps/inbox-queries';
import { InboxSearch } from '../../../ui/swaps/InboxSearch';
import { inboxPanelId, inboxTabId, InboxTabs } from '../../../ui/swaps/InboxTabs';
import { SwapList } from '../../../ui/swaps/SwapList';
import swapsCss from '../../../ui/swaps/Swaps.css?url';
import css from './QuickInbox.css?url';
import { useDismiss } from './use-dismiss';

const ID_PREFIX = 'ks-quick-inbox';

interface QuickInboxProps {
  id: string;
  /**
   * 'My Swaps' with the header's unread badge, made by the button: this chunk imports nothing of the
   * header's own modules, which would otherwise be split out of the entry into a chunk both load.
   */
  title: ReactNode;
  /** The button and the popup: a click or focus outside it closes the popup. */
  anchor: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The quick inbox, 'My Swaps' (spec §2.11): a non-modal dialog under the header's Inbox button with
 * the title, its badge and 'See all' (the full inbox at this location), the search, Sell / Buy tabs,
 * 'Select a folder', the chips and the first page of rows, or 'No swaps'. It opens at the remembered
 * location and remembers where it is, as the inbox page does; the moves are the page's (§4.6). The
 * search box has focus on open; a link followed inside closes it.
 */
export default function QuickInbox({ id, title, anchor, onClose }: QuickInboxProps) {
  const { api, viewer } = useEngine();
  // The button is only there for a signed-in user.
  const userId = viewer?.userId ?? '';
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const remembered = useRememberedInboxLocation();
  const [location, setLocation] = useState(remembered);
  const [sort] = useInboxSort();
  const pageSize = useInboxPageSize();
  useRememberInboxLocation(location);
  useDismiss(anchor, onClose);
  useEffect(() => dialog.current?.querySelector('input')?.focus(), []);

  const { type, scope, filter } = location;
  const { unreadSides, unreadFolders } = useInboxCounts(userId, type);
  const list = useQuery(swapListQuery(api, userId, swapListParams(location, sort, pageSize)));
  const onSearch = useCallback((q: string) => setLocation((current) => searchInbox(current, q)), []);
  const onLinkClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose(false);
  };

  return (
    // A followed link (a click, or Enter, which clicks it) closes the popup: the page changes.
    <div ref={dialog} id={id} role="dialog" aria-labelledby={titleId} className="ks-quick-inbox" onClick={onLinkClick}>
      <Stylesheet href={swapsCss} precedence="ui" />
      <Stylesheet href={css} precedence="chrome" />
      <div className="ks-quick-inbox__head">
        <h2 id={titleId} className="ks-quick-inbox__title">
          {title}
        </h2>
        <Link href={inboxHref({ type, scope })} className="ks-quick-inbox__all">
          See all
        </Link>
      </div>
      <InboxSearch key={type} type={type} q={location.q} onSearch={onSearch} />
      <InboxTabs
        idPrefix={ID_PREFIX}
        type={type}
        unread={unreadSides}
        onSelect={(next) => setLocation(chooseInboxType(next))}
      />
      <div
        role="tabpanel"
        id={inboxPanelId(ID_PREFIX)}
        aria-labelledby={inboxTabId(ID_PREFIX, type)}
        className="ks-quick-inbox__panel"
      >
        <FolderSelect
          id={`${ID_PREFIX}-folder`}
          scope={scope}
          unread={unreadFolders}
          onSelect={(next) => setLocation((current) => chooseInboxFolder(current, next))}
        />
        <FilterChips
          filters={list.data?.meta.filters ?? []}
          active={filter}
          onToggle={(next) => setLocation((current) => chooseInboxFilter(current, next))}
        />
        {list.isPending ? (
          <p role="status" className="ks-quick-inbox__status">
            Loading your swaps
          </p>
        ) : list.isError ? (
          <p role="alert">{displayedMessage(list.error)}</p>
        ) : (
          <SwapList swaps={list.data.data} type={type} />
        )}
      </div>
    </div>
  );
}
