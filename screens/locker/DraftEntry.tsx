import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { useEngine } from '../../engine';
import type { Listing } from '../../schemas/entities/listing';
import { Button } from '../../ui/button/Button';
import { formatDate } from '../../ui/format/dates';
import { draftsQuery, listFlowHref } from '../../ui/list-flow/drafts-queries';

/**
 * One draft on the seller's locker: a link continuing it in the list flow, and Delete, which asks
 * once more in place (the draft and its photos go for good: DELETE /v1/items/{id}).
 */
export function DraftEntry({ draft }: { draft: Listing }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const name = draft.name || 'Untitled draft';
  const remove = useMutation({
    mutationFn: () => api.delete(`/v1/items/${draft.id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftsQuery(api).queryKey }),
  });
  const keep = () => {
    setConfirming(false);
    requestAnimationFrame(() => deleteButton.current?.focus());
  };

  return (
    <li className="ks-locker__draft-entry">
      <Link href={listFlowHref(draft.id)} className="ks-locker__draft">
        {draft.images[0] ? <img src={draft.images[0].small_url} alt="" /> : <span className="ks-locker__draft-blank" />}
        <span>
          <strong>{name}</strong>
          <span className="ks-locker__draft-saved">Saved {formatDate(draft.updated_at)}</span>
        </span>
      </Link>
      {confirming ? (
        <div role="group" aria-label={`Delete ${name}?`} className="ks-locker__draft-confirm">
          <span>Delete this draft and its photos?</span>
          <Button
            className="ks-button--small"
            variant="ink"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
          >
            Delete draft
          </Button>
          <Button className="ks-button--small" variant="ghost" onClick={keep} autoFocus>
            Keep
          </Button>
          {remove.isError && (
            <span role="alert" className="ks-locker__draft-error">
              The draft could not be deleted. Try again.
            </span>
          )}
        </div>
      ) : (
        <Button
          ref={deleteButton}
          className="ks-button--small"
          variant="ghost"
          aria-label={`Delete ${name}`}
          onClick={() => setConfirming(true)}
        >
          Delete
        </Button>
      )}
    </li>
  );
}
