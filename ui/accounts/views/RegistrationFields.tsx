import type { ReactNode } from 'react';
import { FormField } from '../form/FormField';
import type { AccountForm } from '../form/use-account-form';
import { FormError } from './FormError';

/**
 * What every sign-up asks (e-mail and username), any further fields (`children`), the terms and the
 * submit button: the password sign-up and the social one's first visit show the same.
 */
export function RegistrationFields({
  form,
  submitLabel,
  focusUsername = false,
  children,
}: {
  form: AccountForm<'email' | 'username'>;
  submitLabel: string;
  /** The e-mail is already filled in (from the social login): the username is what is left to type. */
  focusUsername?: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <FormField label="Email" form={form} name="email" type="email" autoComplete="email" />
      <FormField label="Username" form={form} name="username" autoComplete="username" autoFocus={focusUsername} />
      {children}
      <p className="ks-account__fine">By signing up you agree to the Terms of Service and Privacy Policy.</p>
      <FormError message={form.formError} />
      <button type="submit" className="ks-account__primary" disabled={form.busy}>
        {submitLabel}
      </button>
    </>
  );
}
