import { passwordOnlyForm } from '../form/form-schemas';
import { FormField } from '../form/FormField';
import { useAccountForm } from '../form/use-account-form';
import { FormError } from './FormError';

/** The 'socialExistingEmail' view: the social login's e-mail has an account; log in to it to link the two. */
export function SocialExistingEmailView({
  providerName,
  email,
  onSubmit,
}: {
  providerName: string;
  email: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const form = useAccountForm({ password: '' }, passwordOnlyForm);
  return (
    <form
      noValidate
      className="ks-account__form"
      onSubmit={(event) => (event.preventDefault(), void form.submit((values) => onSubmit(values.password)))}
    >
      <p>
        An account with <strong>{email}</strong> already exists. Log in to link your {providerName} account to it.
      </p>
      <FormField
        label="Password"
        form={form}
        name="password"
        type="password"
        autoComplete="current-password"
        autoFocus
      />
      <FormError message={form.formError} />
      <button type="submit" className="ks-account__primary" disabled={form.busy}>
        Log In and Link
      </button>
    </form>
  );
}
