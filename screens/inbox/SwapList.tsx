import { displayedMessage } from '../../engine/api/errors';
import type { InboxType, SwapInboxEntry } from '../../schemas/entities/inbox';
import { useStarSwap } from './inbox-api';
import { SwapRow } from './SwapRow';

/** The rows of one page, or 'No swaps' (spec §2.11); a failed star shows its message. */
export function SwapList({ swaps, type }: { swaps: SwapInboxEntry[]; type: InboxType }) {
  const star = useStarSwap();
  if (swaps.length === 0) return <p className="ks-inbox__empty">No swaps</p>;
  return (
    <>
      {star.isError ? <p role="alert">{displayedMessage(star.error)}</p> : null}
      <ul className="ks-inbox__rows" aria-label="Swaps">
        {swaps.map((swap) => (
          <SwapRow
            key={swap.id}
            swap={swap}
            type={type}
            starring={star.isPending && star.variables.id === swap.id}
            onStar={(starred) => star.mutate({ id: swap.id, starred })}
          />
        ))}
      </ul>
    </>
  );
}
