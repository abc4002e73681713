import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { InboxType, SwapInboxEntry } from '../../schemas/entities/inbox';
import { formatListTime } from '../format/dates';

interface SwapRowProps {
  swap: SwapInboxEntry;
  type: InboxType;
  /** A control at the row's end (the inbox page's star toggle). */
  action?: ReactNode;
}

/**
 * One swap (spec §2.11, §3): unread dot, item image (its box kept while it loads or when there is
 * none), @counterparty (the seller on the buy side, the buyer on the sell side), time, item name
 * linking to the swap, the latest message when there is one, the label, and an optional action.
 */
export function SwapRow({ swap, type, action }: SwapRowProps) {
  const counterparty = type === 'buy' ? swap.seller.username : swap.buyer.username;
  return (
    <li className={`ks-inbox-row${swap.unread ? ' ks-inbox-row--unread' : ''}`}>
      <span className="ks-inbox-row__dot" aria-hidden="true" />
      <span className="ks-inbox-row__image">
        {swap.item.primary_image ? (
          <img src={swap.item.primary_image.edge_url} alt="" width={64} height={64} loading="lazy" />
        ) : null}
      </span>
      <div className="ks-inbox-row__body">
        <p className="ks-inbox-row__meta">
          <span className="ks-inbox-row__party">@{counterparty}</span>
          <time dateTime={swap.updated_at}>{formatListTime(swap.updated_at)}</time>
        </p>
        <Link href={`/swaps/${swap.id}`} className="ks-inbox-row__name">
          {swap.unread ? <span className="ks-visually-hidden">Unread: </span> : null}
          {swap.item.name}
        </Link>
        {swap.latest_message ? <p className="ks-inbox-row__message">{swap.latest_message.body}</p> : null}
        <p className="ks-inbox-row__label">{swap.label}</p>
      </div>
      {action}
    </li>
  );
}
