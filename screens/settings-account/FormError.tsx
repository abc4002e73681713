import { AlertBox } from '../../ui/alert/AlertBox';

/** A settings form's refusal that belongs to no one field, spoken when it appears; nothing without one. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <AlertBox kind="error" role="alert">
      {message}
    </AlertBox>
  ) : null;
}
