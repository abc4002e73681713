import { displayedMessage } from '../../engine';
import type { InboxType, SwapInboxEntry } from '../../schemas/entities/inbox';
import { Button } from '../../ui/button/Button';
import { useArchiveSwap, useStarSwap } from '../../ui/swaps/inbox-queries';
import { SwapList } from '../../ui/swaps/SwapList';

/**
 * The inbox page's rows, each with a star toggle (aria-pressed, spec §4.6) and Archive (Unarchive in the Archived
 * folder): an archived swap leaves every other folder. A failed star or archive shows its message.
 */
export function StarredSwapList({ swaps, type }: { swaps: SwapInboxEntry[]; type: InboxType }) {
  const star = useStarSwap();
  const archive = useArchiveSwap();
  const failed = star.error ?? archive.error;
  return (
    <>
      {failed ? <p role="alert">{displayedMessage(failed)}</p> : null}
      <SwapList
        swaps={swaps}
        type={type}
        action={(swap) => (
          <span className="ks-inbox-row__actions">
            <Button
              variant="plain"
              className="ks-inbox-row__star"
              aria-pressed={swap.starred}
              aria-label={`Star swap: ${swap.item.name}`}
              disabled={star.isPending && star.variables.id === swap.id}
              onClick={() => star.mutate({ id: swap.id, starred: !swap.starred })}
            >
              <span aria-hidden="true">{swap.starred ? '★' : '☆'}</span>
            </Button>
            <Button
              variant="plain"
              className="ks-inbox-row__archive"
              aria-label={`${swap.archived ? 'Unarchive' : 'Archive'} swap: ${swap.item.name}`}
              disabled={archive.isPending && archive.variables.id === swap.id}
              onClick={() => archive.mutate({ id: swap.id, archived: !swap.archived })}
            >
              {swap.archived ? 'Unarchive' : 'Archive'}
            </Button>
          </span>
        )}
      />
    </>
  );
}
