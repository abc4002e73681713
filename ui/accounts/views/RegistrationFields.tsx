import type { ReactNode } from 'react';
import { Field } from '../form/Field';
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
        autoFocus={focusUsername}
        value={form.values.username}
        onChange={form.set('username')}
        error={form.fieldErrors.username}
      />
      {children}
      <p className="ks-account__fine">By signing up you agree to the Terms of Service and Privacy Policy.</p>
      <FormError message={form.formError} />
      <button type="submit" className="ks-account__primary" disabled={form.busy}>
        {submitLabel}
      </button>
    </>
  );
}
