import { Field } from '../form/Field';
import { challengeForm } from '../form/form-schemas';
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
      <Field
        label="PIN"
        name="pin"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        value={form.values.pin}
        onChange={form.set('pin')}
        error={form.fieldErrors.pin}
      />
      <FormError message={form.formError} />
      <button type="submit" className="ks-account__primary" disabled={form.busy}>
        Verify
      </button>
    </form>
  );
}
