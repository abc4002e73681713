import { registerForm } from '../form/form-schemas';
import { FormField } from '../form/FormField';
import { useAccountForm } from '../form/use-account-form';
import { RegistrationFields } from './RegistrationFields';

export interface RegisterValues {
  email: string;
  username: string;
  password: string;
}

/** The 'registerForm' view: e-mail, username and password. */
export function RegisterFormView({ onSubmit }: { onSubmit: (values: RegisterValues) => Promise<void> }) {
  const form = useAccountForm({ email: '', username: '', password: '' }, registerForm);
  return (
    <form
      noValidate
      className="ks-account__form"
      onSubmit={(event) => (
        event.preventDefault(),
        void form.submit((values) =>
          onSubmit({ ...values, email: values.email.trim(), username: values.username.trim() }),
        )
      )}
    >
      <RegistrationFields form={form} submitLabel="Sign Up">
        <FormField label="Password" form={form} name="password" type="password" autoComplete="new-password" />
      </RegistrationFields>
    </form>
  );
}
