import { Field } from '../../ui/accounts/form/Field';
import type { AccountForm } from '../../ui/accounts/form/use-account-form';

/** The current password that changing the e-mail or the password, or deleting the account, asks for. */
export function CurrentPasswordField({
  form,
}: {
  form: Pick<AccountForm<'current_password'>, 'values' | 'set' | 'fieldErrors'>;
}) {
  return (
    <Field
      label="Current password"
      name="current_password"
      type="password"
      autoComplete="current-password"
      value={form.values.current_password}
      onChange={form.set('current_password')}
      error={form.fieldErrors.current_password}
    />
  );
}
