import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { displayedMessage, lazySchema, useEngine } from '../../../engine';
import type { UnrestrictBody } from '../../../schemas/requests/account-settings';
import { FieldStyles } from '../../../ui/accounts/form/Field';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { ButtonStyles } from '../../../ui/button/Button';
import { Modal } from '../../../ui/modal/Modal';
import { userConfigurationQuery } from '../../../ui/site-configuration/user-configuration-queries';
import { HELP_CENTER } from '../links';

/** The answer of a lifted restriction, loaded at the first 'Lift the restriction'. */
const liftedSchema = lazySchema(() =>
  import('../../../schemas/requests/account-settings').then((schemas) => schemas.unrestrictResponseSchema),
);

/** POST /v1/account/unrestrict: the server lifts a restriction it offered to lift (spec §2.5, §6). */
const unrestrict = (api: ReturnType<typeof useEngine>['api'], body: UnrestrictBody) =>
  api.post('/v1/account/unrestrict', body, { schema: liftedSchema });

/**
 * The self-unrestrict modal: the owner confirms they will follow the seller policies, the server lifts the
 * restriction in one step, and the user configuration is read again (the banner goes with the restriction).
 */
export function UnrestrictModal({ onClose }: { onClose: () => void }) {
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const checkboxId = useId();
  const errorId = useId();
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  const lift = useMutation({
    mutationFn: () => unrestrict(api, { accept_policies: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userConfigurationQuery(api, viewer?.userId).queryKey });
      onClose();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setMissing(true);
      document.getElementById(checkboxId)?.focus();
      return;
    }
    lift.mutate();
  };
  return (
    <Modal title="Resolve your account restriction" onClose={onClose}>
      <ButtonStyles />
      <FieldStyles />
      <form className="ks-unrestrict" noValidate onSubmit={onSubmit}>
        <p>
          Your account was restricted after a review. Confirm you will follow the seller policies and we will lift the
          restriction now.
        </p>
        <p>
          <input
            id={checkboxId}
            type="checkbox"
            checked={accepted}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={(event) => {
              setAccepted(event.target.checked);
              setMissing(false);
            }}
          />{' '}
          <label htmlFor={checkboxId}>I have read the seller policies and will follow them</label>
        </p>
        {missing ? (
          <p id={errorId} className="ks-field__error">
            Confirm you will follow the seller policies
          </p>
        ) : null}
        {lift.error ? (
          <AlertBox kind="error" role="alert">
            {displayedMessage(lift.error)}
          </AlertBox>
        ) : null}
        <button type="submit" className="ks-button ks-button--primary" disabled={lift.isPending}>
          Lift the restriction
        </button>
        <p>
          Something else happened?{' '}
          <a href={HELP_CENTER.unrestrictForm} target="_blank" rel="noopener noreferrer">
            Open the unrestrict form
          </a>
        </p>
      </form>
    </Modal>
  );
}
