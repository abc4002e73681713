import { useRef, useState } from 'react';
import { z } from 'zod';
import { useEngine } from '../../engine';
import type { AccountSettings } from '../../schemas/requests/account-settings';
import { FormField } from '../../ui/accounts/form/FormField';
import { useAccountForm } from '../../ui/accounts/form/use-account-form';
import { Modal } from '../../ui/modal/Modal';
import { deleteAccount } from './account-settings-queries';
import { CurrentPasswordField } from './CurrentPasswordField';
import { FormError } from './FormError';
import { SettingsSection } from './SettingsSection';
import { useFocusFirstError } from './use-focus-first-error';

/** Where the browser goes once the account is gone: home, signed out, with a message. */
export const DELETED_HOME = `/?${new URLSearchParams({ message: 'Your account was deleted', messageType: 'success' })}`;

/**
 * Deleting the account: a dialog asks for the username typed again (and the password when there is one). The
 * README of this folder says what is kept (swaps, orders, feedback and money records, under an anonymous name).
 */
export function DeleteAccountSection({ settings, go }: { settings: AccountSettings; go: (href: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title="Delete account">
      {() => (
        <>
          <p>
            Deleting your account signs you out everywhere and removes your listings, profile, addresses and sign-in.
            Your finished swaps, orders and feedback stay for the people you traded with, under an anonymous name.
          </p>
          <button type="button" className="ks-button ks-button--ink" onClick={() => setOpen(true)}>
            Delete account
          </button>
          {open ? <DeleteAccountDialog settings={settings} go={go} onClose={() => setOpen(false)} /> : null}
        </>
      )}
    </SettingsSection>
  );
}

function DeleteAccountDialog({
  settings,
  go,
  onClose,
}: {
  settings: AccountSettings;
  go: (href: string) => void;
  onClose: () => void;
}) {
  const { api, session } = useEngine();
  const schema = z.object({
    confirm_username: z
      .string()
      .refine((typed) => typed.trim().toLowerCase() === settings.username.toLowerCase(), 'Type your username exactly'),
    current_password: settings.has_password ? z.string().min(1, 'Required') : z.string(),
  });
  const form = useAccountForm({ confirm_username: '', current_password: '' }, schema);
  const ref = useRef<HTMLFormElement>(null);
  useFocusFirstError(ref, form.fieldErrors);
  return (
    <Modal title="Delete your account?" onClose={onClose}>
      <form
        ref={ref}
        className="ks-account__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(async ({ confirm_username, current_password }) => {
            await deleteAccount(api, {
              confirm_username,
              ...(settings.has_password ? { current_password } : {}),
            });
            session?.clear();
            go(DELETED_HOME);
          });
        }}
      >
        <p>
          This cannot be undone. Type <strong>{settings.username}</strong> to confirm.
        </p>
        <FormField label="Your username" form={form} name="confirm_username" autoComplete="off" />
        {settings.has_password ? <CurrentPasswordField form={form} /> : null}
        <FormError message={form.formError} />
        <div className="ks-account-settings__row">
          <button type="submit" className="ks-button ks-button--ink" disabled={form.busy}>
            Delete my account
          </button>
          <button type="button" className="ks-button ks-button--ghost" onClick={onClose}>
            Keep my account
          </button>
        </div>
      </form>
    </Modal>
  );
}
