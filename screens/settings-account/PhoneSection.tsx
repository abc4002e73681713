import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useEngine } from '../../engine';
import type { AccountSettings } from '../../schemas/requests/account-settings';
import { VerifyPhoneModal } from '../../ui/verify-phone/VerifyPhoneModal';
import { accountSettingsQuery } from './account-settings-queries';
import { SettingsSection } from './SettingsSection';

/** Phone verification through the verify-phone modal (spec §5); a verified number can be replaced the same way. */
export function PhoneSection({ userId, settings }: { userId: number; settings: AccountSettings }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title="Phone number">
      {() => (
        <>
          <p>
            {settings.phone_verified
              ? 'Your phone number is verified.'
              : 'Verify your phone number to message sellers and keep your account safe.'}
          </p>
          <button type="button" className="ks-button ks-button--ghost" onClick={() => setOpen(true)}>
            {settings.phone_verified ? 'Verify a new number' : 'Verify phone number'}
          </button>
          {open ? (
            <VerifyPhoneModal
              onClose={() => setOpen(false)}
              onVerified={() => {
                setOpen(false);
                void queryClient.invalidateQueries({ queryKey: accountSettingsQuery(api, userId).queryKey });
              }}
            />
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}
