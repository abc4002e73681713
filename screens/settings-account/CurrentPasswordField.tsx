import { FormField } from '../../ui/accounts/form/FormField';
import type { AccountForm } from '../../ui/accounts/form/use-account-form';

/** The current password that changing the e-mail or the password, or deleting the account, asks for. */
export function CurrentPasswordField({
  form,
}: {
  form: Pick<AccountForm<'current_password'>, 'values' | 'set' | 'fieldErrors'>;
}) {
  return (
    <FormField
      label="Current password"
      form={form}
      name="current_password"
      type="password"
      autoComplete="current-password"
    />
  );
}
