import { challengeForm } from '../form/form-schemas';
import { FormField } from '../form/FormField';
import { useAccountForm } from '../form/use-account-form';
import { FormError } from './FormError';

/** The 'challenge' view: the PIN asked for after a correct password (spec §4.5). */
export function ChallengeView({ onSubmit }: { onSubmit: (pin: string) => Promise<void> }) {
  const form = useAccountForm({ pin: '' }, challengeForm);
  return (
    <form
      noValidate
      className="ks-account__form"
      onSubmit={(event) => (event.preventDefault(), void form.submit((values) => onSubmit(values.pin.trim())))}
    >
      <p>Enter the PIN sent to you to finish logging in.</p>
      <FormField label="PIN" form={form} name="pin" inputMode="numeric" autoComplete="one-time-code" autoFocus />
      <FormError message={form.formError} />
      <button type="submit" className="ks-account__primary" disabled={form.busy}>
        Verify
      </button>
    </form>
  );
}
