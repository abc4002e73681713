import { Field } from '../form/Field';
import { socialNewUserForm } from '../form/form-schemas';
import { useAccountForm } from '../form/use-account-form';
import { FormError } from './FormError';

/** The 'socialNewUser' view: no account has this social login yet, so pick a username (and confirm the e-mail). */
export function SocialNewUserView({
  providerName,
  email,
  onSubmit,
}: {
  providerName: string;
  email: string | null;
  onSubmit: (values: { email: string; username: string }) => Promise<void>;
}) {
  const form = useAccountForm({ email: email ?? '', username: '' }, socialNewUserForm);
  return (
    <form
      noValidate
      className="ks-account__form"
      onSubmit={(event) => (
        event.preventDefault(),
        void form.submit((values) => onSubmit({ email: values.email.trim(), username: values.username.trim() }))
      )}
    >
      <p>Finish creating your account with {providerName}.</p>
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
        autoFocus
        value={form.values.username}
        onChange={form.set('username')}
        error={form.fieldErrors.username}
      />
      <p className="ks-account__fine">By signing up you agree to the Terms of Service and Privacy Policy.</p>
      <FormError message={form.formError} />
      <button type="submit" className="ks-account__primary" disabled={form.busy}>
        Create Account
      </button>
    </form>
  );
}
