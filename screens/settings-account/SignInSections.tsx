import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { displayedMessage, useEngine } from '../../engine';
import type { AccountSettings } from '../../schemas/requests/account-settings';
import { emailSchema, passwordSchema } from '../../schemas/requests/iam';
import { FormField } from '../../ui/accounts/form/FormField';
import { useAccountForm } from '../../ui/accounts/form/use-account-form';
import { AlertBox } from '../../ui/alert/AlertBox';
import {
  changePassword,
  requestEmailChange,
  requestEmailVerification,
  settingsChanged,
} from './account-settings-queries';
import { CurrentPasswordField } from './CurrentPasswordField';
import { FormError } from './FormError';
import { SettingsSection } from './SettingsSection';
import { useFocusFirstError } from './use-focus-first-error';

interface SectionProps {
  userId: number;
  settings: AccountSettings;
}

const required = z.string().min(1, 'Required');

/**
 * The e-mail address: a new one waits (pending) until the link mailed to it is opened; the sign-in address and its
 * verification stay until then. An account with a password gives it. An unverified address can be sent the same
 * link ('Verify email').
 */
export function EmailSection({ userId, settings }: SectionProps) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const schema = z.object({ email: emailSchema, current_password: settings.has_password ? required : z.string() });
  const form = useAccountForm({ email: '', current_password: '' }, schema);
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref, form.fieldErrors);
  return (
    <SettingsSection title="Email address">
      {() => (
        <>
          <p>
            {settings.email ?? 'No email address'}{' '}
            {settings.email ? (
              <span className="ks-account-settings__badge">
                {settings.email_verified ? 'Verified' : 'Not verified'}
              </span>
            ) : null}
          </p>
          {settings.pending_email && settings.pending_email.toLowerCase() === settings.email?.toLowerCase() ? (
            <AlertBox kind="info">We sent a link to {settings.pending_email}. Open it to verify your address.</AlertBox>
          ) : settings.pending_email ? (
            <AlertBox kind="info">
              We sent a link to {settings.pending_email}. Open it to use that address; until then you sign in with your
              current one.
            </AlertBox>
          ) : settings.email && !settings.email_verified ? (
            <VerifyEmailButton userId={userId} />
          ) : null}
          <form
            ref={ref}
            className="ks-account__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit(async ({ email, current_password }) => {
                const next = await requestEmailChange(api, {
                  email,
                  ...(settings.has_password ? { current_password } : {}),
                });
                settingsChanged(queryClient, api, userId, next);
                form.set('current_password')('');
              });
            }}
          >
            <FormField label="New email address" form={form} name="email" type="email" autoComplete="email" />
            {settings.has_password ? <CurrentPasswordField form={form} /> : null}
            <FormError message={form.formError} />
            <button type="submit" className="ks-button ks-button--primary" disabled={form.busy}>
              Change email
            </button>
          </form>
        </>
      )}
    </SettingsSection>
  );
}

/** Mails a link to the unverified sign-in address (POST /v1/account/email/verification); the answer shows it sent. */
function VerifyEmailButton({ userId }: { userId: number }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => requestEmailVerification(api),
    onSuccess: (next) => settingsChanged(queryClient, api, userId, next),
  });
  return (
    <>
      <button type="button" className="ks-button" disabled={verify.isPending} onClick={() => verify.mutate()}>
        {verify.isPending ? 'Sending…' : 'Verify email'}
      </button>
      <FormError message={verify.error ? displayedMessage(verify.error) : undefined} />
    </>
  );
}

const passwordFormSchema = z
  .object({ current_password: required, new_password: passwordSchema, confirm_password: z.string() })
  .refine((values) => values.new_password === values.confirm_password, {
    message: 'The passwords do not match',
    path: ['confirm_password'],
  });

/** The password, changed with the current one (spec §7.2); every other session ends, this one stays signed in. */
export function PasswordSection({ settings }: SectionProps) {
  const { api, session } = useEngine();
  const form = useAccountForm({ current_password: '', new_password: '', confirm_password: '' }, passwordFormSchema);
  const ref = useRef<HTMLFormElement>(null);
  const [changed, setChanged] = useState(false);
  useFocusFirstError(ref, form.fieldErrors);
  if (!settings.has_password) {
    return (
      <SettingsSection title="Password">
        {() => <p>You sign in with a connected account, so there is no password to change.</p>}
      </SettingsSection>
    );
  }
  return (
    <SettingsSection title="Password">
      {() => (
        <form
          ref={ref}
          className="ks-account__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setChanged(false);
            void form.submit(async ({ current_password, new_password }) => {
              const tokens = await changePassword(api, {
                current_password,
                new_password,
                client_id: session?.clientId() ?? 'web',
              });
              session?.setTokens(tokens);
              for (const name of ['current_password', 'new_password', 'confirm_password'] as const) form.set(name)('');
              setChanged(true);
            });
          }}
        >
          <CurrentPasswordField form={form} />
          <FormField label="New password" form={form} name="new_password" type="password" autoComplete="new-password" />
          <FormField
            label="Confirm new password"
            form={form}
            name="confirm_password"
            type="password"
            autoComplete="new-password"
          />
          <FormError message={form.formError} />
          {changed ? <p role="status">Your password is changed. Your other devices are signed out.</p> : null}
          <button type="submit" className="ks-button ks-button--primary" disabled={form.busy}>
            Change password
          </button>
        </form>
      )}
    </SettingsSection>
  );
}
