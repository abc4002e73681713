import { loginForm } from '../form/form-schemas';
import { FormField } from '../form/FormField';
import { useAccountForm } from '../form/use-account-form';
import { FormError } from './FormError';

/** Username-or-e-mail and password; the caller runs the login. */
export function LoginForm({ onSubmit }: { onSubmit: (usernameOrEmail: string, password: string) => Promise<void> }) {
  const form = useAccountForm({ username_or_email: '', password: '' }, loginForm);
  return (
    <form
      noValidate
      className="ks-account__form"
      onSubmit={(event) => (
        event.preventDefault(),
        void form.submit((values) => onSubmit(values.username_or_email.trim(), values.password))
      )}
    >
      <FormField label="Username or email" form={form} name="username_or_email" autoComplete="username" />
      <FormField label="Password" form={form} name="password" type="password" autoComplete="current-password" />
      <FormError message={form.formError} />
      <button type="submit" className="ks-account__primary" disabled={form.busy}>
        Log In
      </button>
    </form>
  );
}
