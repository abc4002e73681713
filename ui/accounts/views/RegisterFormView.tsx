import { Field } from '../form/Field';
import { registerForm } from '../form/form-schemas';
import { useAccountForm } from '../form/use-account-form';
import { FormError } from './FormError';

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
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={form.set('email')}
        error={form.fieldErrors.email}
      />
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        value={form.values.username}
        onChange={form.set('username')}
        error={form.fieldErrors.username}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onChange={form.set('password')}
        error={form.fieldErrors.password}
      />
      <p className="ks-account__fine">By signing up you agree to the Terms of Service and Privacy Policy.</p>
      <FormError message={form.formError} />
      <button type="submit" className="ks-account__primary" disabled={form.busy}>
        Sign Up
      </button>
    </form>
  );
}
