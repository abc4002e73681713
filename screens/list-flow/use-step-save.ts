import { useMutation } from '@tanstack/react-query';
import { displayedMessage } from '../../engine';
import type { Listing } from '../../schemas/entities/listing';
import type { ItemDraft } from '../../schemas/requests/item-draft';
import { fieldErrors, isFieldless } from './listing-fields';

/** Saves the draft: POST /v1/items the first time, PUT /v1/items/{id} after; resolves to the saved listing. */
export type SaveDraft = (item: ItemDraft) => Promise<Listing>;

/**
 * A step's save: pending while it runs; the server's errors for the step's own `fields` beside them, any other
 * error (a field the step does not show, a lost connection) above the buttons.
 */
export function useStepSave<Input = ItemDraft>(
  save: (input: Input) => Promise<Listing>,
  onSaved: (listing: Listing) => void,
  fields: readonly string[],
) {
  const mutation = useMutation({ mutationFn: save, onSuccess: onSaved });
  const byField = fieldErrors(mutation.error);
  const errors = Object.fromEntries(Object.entries(byField).filter(([field]) => fields.includes(field)));
  const others = Object.entries(byField).filter(([field]) => !fields.includes(field));
  const formError =
    mutation.error === null
      ? null
      : isFieldless(mutation.error)
        ? displayedMessage(mutation.error)
        : others.map(([, message]) => message).join(' ') || null;
  return { submit: mutation.mutate, pending: mutation.isPending, errors, formError };
}
