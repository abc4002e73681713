import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { displayedMessage, useEngine } from '../../../engine';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { takeDownBodySchema, type TakeDownBody } from '../../../schemas/requests/item-management';
import { Modal } from '../../../ui/modal/Modal';
import { takeDownItem } from './manage-api';

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = takeDownBodySchema.safeParse({ take_down: { reason } });
    setProblem(body.success ? null : (body.error.issues[0]?.message ?? 'Give a reason'));
    if (body.success) takeDown.mutate(body.data);
  };

  return (
    <Modal title="Take Down" onClose={onClose}>
      <form className="ks-manage__modal" noValidate onSubmit={onSubmit}>
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
        {takeDown.error ? (
          <ul className="ks-item__errors" role="alert">
            <li>{displayedMessage(takeDown.error)}</li>
          </ul>
        ) : null}
        <div className="ks-manage__modal-actions">
          <button type="button" className="ks-button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="ks-button ks-button--primary" disabled={takeDown.isPending}>
            {takeDown.isPending ? 'Taking down…' : 'Take Down'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
