import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { displayedMessage, useEngine } from '../../../engine';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import {
  REMOVAL_REASONS,
  removalBodySchema,
  type RemovalBody,
  type RemovalReason,
} from '../../../schemas/requests/item-management';
import { removeItem } from './manage-queries';
import { ManageFormModal } from './ManageFormModal';

const REASONS = Object.entries(REMOVAL_REASONS) as [RemovalReason, string][];

export interface RemoveModalProps {
  item: ItemDetail;
  onRemoved: (item: ItemDetail) => void;
  onClose: () => void;
}

/**
 * Remove (spec §2.9: the remove/report modal with type removeItem): why, as radio buttons
 * (REMOVAL_REASONS), and a comment that 'Other' requires; checked with the request's own schema,
 * then POST /v1/items/{id}/remove. The page then shows the removed notice.
 */
export function RemoveModal({ item, onRemoved, onClose }: RemoveModalProps) {
  const { api } = useEngine();
  const id = useId();
  const [reason, setReason] = useState<RemovalReason | null>(null);
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; comment?: string }>({});

  const remove = useMutation({
    mutationFn: (body: RemovalBody) => removeItem(api, item.id, body),
    onSuccess: onRemoved,
  });

  const onSubmit = () => {
    if (reason === null) return setProblems({ reason: 'Choose a reason' });
    const trimmed = comment.trim();
    const body = removalBodySchema.safeParse({ removal: { reason, ...(trimmed ? { comment: trimmed } : {}) } });
    if (!body.success) {
      const issue = body.error.issues[0];
      return setProblems(issue?.path.at(-1) === 'comment' ? { comment: issue.message } : { reason: issue?.message });
    }
    setProblems({});
    remove.mutate(body.data);
  };

  return (
    <ManageFormModal
      title="Remove Item"
      onClose={onClose}
      onSubmit={onSubmit}
      errors={remove.error ? [displayedMessage(remove.error)] : []}
      cancelLabel="Keep it"
      submitLabel="Remove Item"
      pendingLabel="Removing…"
      pending={remove.isPending}
    >
      <p>{item.name} will be taken off sale. Buyers will no longer find it.</p>
      <fieldset className="ks-manage__choices" aria-describedby={problems.reason ? `${id}-reason-error` : undefined}>
        <legend>Why are you removing it?</legend>
        {REASONS.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {problems.reason ? (
        <span id={`${id}-reason-error`} className="ks-item__field-error">
          {problems.reason}
        </span>
      ) : null}
      <label htmlFor={`${id}-comment`}>{reason === 'other' ? 'Comment' : 'Comment (optional)'}</label>
      <textarea
        id={`${id}-comment`}
        rows={3}
        maxLength={500}
        value={comment}
        aria-invalid={problems.comment ? true : undefined}
        aria-describedby={problems.comment ? `${id}-comment-error` : undefined}
        onChange={(event) => setComment(event.target.value)}
      />
      {problems.comment ? (
        <span id={`${id}-comment-error`} className="ks-item__field-error">
          {problems.comment}
        </span>
      ) : null}
    </ManageFormModal>
  );
}
