import { useQueryClient } from '@tanstack/react-query';
import { displayedMessage, useEngine } from '../../../engine';
import type { Swap } from '../../../schemas/entities/swap';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { useArchiveSwap } from '../../../ui/swaps/inbox-queries';
import { swapQuery } from '../swap-queries';
import { withArchived } from './feedback-queries';

/**
 * Archive / Unarchive on the swap page (either party, each their own, when `swap.actions` offers it): an archived
 * swap shows only in the inbox's Archived folder. The button says which it did.
 */
export function ArchiveButton({ swap }: { swap: Swap }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const archive = useArchiveSwap();
  const offered = swap.actions.includes('archive') || swap.actions.includes('unarchive');
  if (!offered) return null;
  const archiving = !swap.archived;
  return (
    <div className="ks-swap__archive">
      {swap.archived ? <p className="ks-swap__hint">This swap is archived: it shows in your Archived folder.</p> : null}
      <button
        type="button"
        className="ks-button"
        disabled={archive.isPending}
        onClick={() =>
          archive.mutate(
            { id: swap.id, archived: archiving },
            {
              onSuccess: ({ archived }) =>
                queryClient.setQueryData(swapQuery(api, swap.id).queryKey, (cached: Swap | undefined) =>
                  cached ? withArchived(cached, archived) : cached,
                ),
            },
          )
        }
      >
        {archiving ? 'Archive swap' : 'Unarchive swap'}
      </button>
      {archive.isError ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(archive.error)}
        </AlertBox>
      ) : null}
    </div>
  );
}
