import { socialNewUserForm } from '../form/form-schemas';
import { useAccountForm } from '../form/use-account-form';
import { RegistrationFields } from './RegistrationFields';

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
      <RegistrationFields form={form} submitLabel="Create Account" focusUsername />
    </form>
  );
}
