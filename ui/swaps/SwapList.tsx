import type { ReactNode } from 'react';
import type { InboxType, SwapInboxEntry } from '../../schemas/entities/inbox';
import { SwapRow } from './SwapRow';

/** The rows of one page, or 'No swaps' (spec §2.11); `action` puts a control at each row's end. */
export function SwapList({
  swaps,
  type,
  action,
}: {
  swaps: SwapInboxEntry[];
  type: InboxType;
  action?: (swap: SwapInboxEntry) => ReactNode;
}) {
  if (swaps.length === 0) return <p className="ks-inbox__empty">No swaps</p>;
  return (
    <ul className="ks-inbox__rows" aria-label="Swaps">
      {swaps.map((swap) => (
        <SwapRow key={swap.id} swap={swap} type={type} action={action?.(swap)} />
      ))}
    </ul>
  );
}
