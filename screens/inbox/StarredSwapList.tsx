import { displayedMessage } from '../../engine';
import type { InboxType, SwapInboxEntry } from '../../schemas/entities/inbox';
import { useStarSwap } from '../../ui/swaps/inbox-api';
import { SwapList } from '../../ui/swaps/SwapList';

/** The inbox page's rows, each with a star toggle (aria-pressed, spec §4.6); a failed star shows its message. */
export function StarredSwapList({ swaps, type }: { swaps: SwapInboxEntry[]; type: InboxType }) {
  const star = useStarSwap();
  return (
    <>
      {star.isError ? <p role="alert">{displayedMessage(star.error)}</p> : null}
      <SwapList
        swaps={swaps}
        type={type}
        action={(swap) => (
          <button
            type="button"
            className="ks-inbox-row__star"
            aria-pressed={swap.starred}
            aria-label={`Star swap: ${swap.item.name}`}
            disabled={star.isPending && star.variables.id === swap.id}
            onClick={() => star.mutate({ id: swap.id, starred: !swap.starred })}
          >
            <span aria-hidden="true">{swap.starred ? '★' : '☆'}</span>
          </button>
        )}
      />
    </>
  );
}
