import { Field } from '../form/Field';
import { loginForm } from '../form/form-schemas';
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
      <Field
        label="Username or email"
        name="username_or_email"
        autoComplete="username"
        value={form.values.username_or_email}
        onChange={form.set('username_or_email')}
        error={form.fieldErrors.username_or_email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={form.set('password')}
        error={form.fieldErrors.password}
      />
      <FormError message={form.formError} />
      <button type="submit" className="ks-account__primary" disabled={form.busy}>
        Log In
      </button>
    </form>
  );
}
