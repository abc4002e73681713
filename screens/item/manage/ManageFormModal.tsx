import type { FormEvent, ReactNode } from 'react';
import { Modal } from '../../../ui/modal/Modal';

export interface ManageFormModalProps {
  title: string;
  /** The form's accessible name, where the dialog's title alone would not do. */
  label?: string;
  onClose: () => void;
  onSubmit: () => void;
  /** The inline error list (spec §8 'Mutation errors … shown in an inline error list'); none when empty. */
  errors: string[];
  cancelLabel?: string;
  submitLabel: string;
  /** The submit button's words while the call runs. */
  pendingLabel: string;
  pending: boolean;
  /** Disables submit beyond `pending` (nothing chosen yet, payments unavailable). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/**
 * The shape of the management panel's form dialogs (price drop, remove, take down, bump purchase):
 * the fields, the inline error list, then Cancel and a submit button that is disabled while its
 * call runs, so a double click sends it once.
 */
export function ManageFormModal({
  title,
  label,
  onClose,
  onSubmit,
  errors,
  cancelLabel = 'Cancel',
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled = false,
  children,
}: ManageFormModalProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form className="ks-manage__modal" aria-label={label} noValidate onSubmit={submit}>
        {children}
        {errors.length > 0 ? (
          <ul className="ks-item__errors" role="alert">
            {errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        ) : null}
        <div className="ks-manage__modal-actions">
          <button type="button" className="ks-button" onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="submit" className="ks-button ks-button--primary" disabled={pending || submitDisabled}>
            {pending ? pendingLabel : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
