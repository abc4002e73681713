import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { displayedMessage, useEngine } from '../../../engine';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { takeDownBodySchema, type TakeDownBody } from '../../../schemas/requests/item-management';
import { takeDownItem } from './manage-queries';
import { ManageFormModal } from './ManageFormModal';

export interface TakeDownModalProps {
  item: ItemDetail;
  onTakenDown: (item: ItemDetail) => void;
  onClose: () => void;
}

/** Take Down (spec §2.9, §6: when granted): a confirm with a reason, then POST /v1/items/{id}/take_down. */
export function TakeDownModal({ item, onTakenDown, onClose }: TakeDownModalProps) {
  const { api } = useEngine();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const takeDown = useMutation({
    mutationFn: (body: TakeDownBody) => takeDownItem(api, item.id, body),
    onSuccess: onTakenDown,
  });

  const onSubmit = () => {
    const body = takeDownBodySchema.safeParse({ take_down: { reason } });
    setProblem(body.success ? null : (body.error.issues[0]?.message ?? 'Give a reason'));
    if (body.success) takeDown.mutate(body.data);
  };

  return (
    <ManageFormModal
      title="Take Down"
      onClose={onClose}
      onSubmit={onSubmit}
      errors={takeDown.error ? [displayedMessage(takeDown.error)] : []}
      submitLabel="Take Down"
      pendingLabel="Taking down…"
      pending={takeDown.isPending}
    >
      <p>Take down {item.name}? It leaves the marketplace at once; the reason is kept with the item for the team.</p>
      <label htmlFor={`${id}-reason`}>Reason</label>
      <textarea
        id={`${id}-reason`}
        rows={3}
        maxLength={500}
        value={reason}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-reason-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem ? (
        <span id={`${id}-reason-error`} className="ks-item__field-error">
          {problem}
        </span>
      ) : null}
    </ManageFormModal>
  );
}
