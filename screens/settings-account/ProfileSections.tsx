import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import { SHIP_DAYS_CHOICES, usernameBodySchema, type AccountSettings } from '../../schemas/requests/account-settings';
import { FieldStyles } from '../../ui/accounts/form/Field';
import { FormField } from '../../ui/accounts/form/FormField';
import { useAccountForm } from '../../ui/accounts/form/use-account-form';
import { AlertBox } from '../../ui/alert/AlertBox';
import { PhotoFileButton } from '../../ui/photo-upload/PhotoFileButton';
import { changeUsername, removeAvatar, setShipDays, settingsChanged, uploadAvatar } from './account-settings-queries';
import { FormError } from './FormError';
import { SettingsSection } from './SettingsSection';
import { useFocusFirstError } from './use-focus-first-error';

interface SectionProps {
  userId: number;
  settings: AccountSettings;
}

/** The avatar: a photo uploaded through the image pipeline, or back to the generated one. */
export function AvatarSection({ userId, settings }: SectionProps) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const inputId = useId();
  const done = (next: AccountSettings) => settingsChanged(queryClient, api, userId, next);
  const upload = useMutation({ mutationFn: (file: File) => uploadAvatar(api, file), onSuccess: done });
  const remove = useMutation({ mutationFn: () => removeAvatar(api), onSuccess: done });
  const error = upload.error ?? remove.error;
  return (
    <SettingsSection title="Profile photo">
      {() => (
        <div className="ks-account-settings__avatar">
          <img src={settings.avatar_url} alt="Your profile photo" width={96} height={96} />
          <div className="ks-account-settings__row">
            <PhotoFileButton
              id={inputId}
              label="Upload a new photo"
              busy={upload.isPending}
              onFile={(file) => {
                remove.reset();
                upload.mutate(file);
              }}
            />
            {settings.avatar_uploaded ? (
              <button
                type="button"
                className="ks-button ks-button--ghost ks-button--small"
                disabled={remove.isPending}
                onClick={() => {
                  upload.reset();
                  remove.mutate();
                }}
              >
                Remove photo
              </button>
            ) : null}
          </div>
          {error ? (
            <AlertBox kind="error" role="alert">
              {displayedMessage(error)}
            </AlertBox>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}

/** The username, by the registration rules (the server has the last word: taken names). */
export function UsernameSection({ userId, settings }: SectionProps) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const form = useAccountForm({ username: settings.username }, usernameBodySchema);
  const ref = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(false);
  useFocusFirstError(ref, form.fieldErrors);
  return (
    <SettingsSection title="Username">
      {() => (
        <form
          ref={ref}
          className="ks-account__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(false);
            void form.submit(async ({ username }) => {
              settingsChanged(queryClient, api, userId, await changeUsername(api, username));
              setSaved(true);
            });
          }}
        >
          <FormField label="Username" form={form} name="username" autoComplete="username" />
          <FormError message={form.formError} />
          {saved ? <p role="status">Your username is now {settings.username}.</p> : null}
          <button type="submit" className="ks-button ks-button--primary" disabled={form.busy}>
            Save username
          </button>
        </form>
      )}
    </SettingsSection>
  );
}

/** How many business days the seller takes to ship a sale (spec §3 ship_days). */
export function ShipDaysSection({ userId, settings }: SectionProps) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const selectId = useId();
  const save = useMutation({
    mutationFn: (days: number) => setShipDays(api, days),
    onSuccess: (next) => settingsChanged(queryClient, api, userId, next),
  });
  return (
    <SettingsSection title="Shipping time">
      {() => (
        <div className="ks-field">
          <FieldStyles />
          <label htmlFor={selectId} className="ks-field__label">
            I ship my sales within
          </label>
          <select
            id={selectId}
            className="ks-field__input"
            value={settings.ship_days}
            disabled={save.isPending}
            onChange={(event) => save.mutate(Number(event.target.value))}
          >
            {SHIP_DAYS_CHOICES.map((days) => (
              <option key={days} value={days}>
                {days === 1 ? '1 business day' : `${days} business days`}
              </option>
            ))}
          </select>
          {save.isSuccess ? <p role="status">Saved.</p> : null}
          {save.error ? (
            <AlertBox kind="error" role="alert">
              {displayedMessage(save.error)}
            </AlertBox>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
