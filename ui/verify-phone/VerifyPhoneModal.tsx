import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import type { Account } from '../../schemas/entities/account';
import { AlertBox } from '../alert/AlertBox';
import { Button } from '../button/Button';
import { Modal } from '../modal/Modal';
import { Stylesheet } from '../stylesheet/Stylesheet';
import { accountQuery } from './account-queries';
import { sendPhoneCode, verifyPhoneCode } from './phone-queries';
import css from './VerifyPhoneModal.css?url';

export interface VerifyPhoneModalProps {
  /** The phone is verified: the account as the server now answers it. */
  onVerified: (account: Account) => void;
  onClose: () => void;
}

/**
 * The verify-phone modal (spec §5): messaging a seller needs a verified phone or e-mail address.
 * Step 1 'Phone number' + Send code (POST /v1/account/phone); step 2 the texted code + Verify
 * (POST /v1/account/phone/verify), with 'Use another number' and 'Send a new code'. Errors show
 * inline in an alert box; focus moves to the code field when the code has been sent, and back.
 */
export function VerifyPhoneModal({ onVerified, onClose }: VerifyPhoneModalProps) {
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const shownCode = useRef(false);

  const send = useMutation({ mutationFn: () => sendPhoneCode(api, { phone }) });
  const verify = useMutation({
    mutationFn: () => verifyPhoneCode(api, { code }),
    onSuccess: (account) => {
      queryClient.setQueryData(accountQuery(api, viewer?.userId).queryKey, account);
      onVerified(account);
    },
  });
  const sent = send.data;
  // Each step's field takes focus when the step changes (the button pressed is gone).
  useEffect(() => {
    if (sent) codeInput.current?.focus();
    else if (shownCode.current) phoneInput.current?.focus();
    shownCode.current = Boolean(sent);
  }, [sent]);

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    verify.reset();
    send.mutate();
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate();
  };
  const error = sent ? (verify.error ?? send.error) : send.error;

  return (
    <Modal title="Verify your phone" onClose={onClose}>
      <Stylesheet href={css} precedence="ui" />
      <div className="ks-verify-phone">
        {sent ? (
          <form className="ks-verify-phone__form" noValidate onSubmit={onVerify}>
            <p role="status">
              We texted a 6-digit code to {sent.phone}. It is good for {Math.round(sent.expires_in / 60)} minutes.
            </p>
            <label className="ks-verify-phone__label" htmlFor={`${id}-code`}>
              Verification code
            </label>
            <input
              ref={codeInput}
              id={`${id}-code`}
              className="ks-verify-phone__input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              aria-invalid={verify.isError || undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            {error ? (
              <AlertBox kind="error" role="alert">
                {displayedMessage(error)}
              </AlertBox>
            ) : null}
            <button type="submit" className="ks-verify-phone__primary" disabled={verify.isPending}>
              Verify
            </button>
            <div className="ks-verify-phone__links">
              <Button
                variant="link"
                className="ks-verify-phone__link"
                disabled={send.isPending}
                onClick={() => send.mutate()}
              >
                Send a new code
              </Button>
              <Button variant="link" className="ks-verify-phone__link" onClick={() => send.reset()}>
                Use another number
              </Button>
            </div>
          </form>
        ) : (
          <form className="ks-verify-phone__form" noValidate onSubmit={onSend}>
            <p>To message sellers, verify your phone number or your e-mail address. We will text you a code.</p>
            <label className="ks-verify-phone__label" htmlFor={`${id}-phone`}>
              Phone number
            </label>
            <input
              ref={phoneInput}
              id={`${id}-phone`}
              className="ks-verify-phone__input"
              type="tel"
              autoComplete="tel"
              value={phone}
              aria-invalid={send.isError || undefined}
              onChange={(event) => setPhone(event.target.value)}
            />
            {error ? (
              <AlertBox kind="error" role="alert">
                {displayedMessage(error)}
              </AlertBox>
            ) : null}
            <button type="submit" className="ks-verify-phone__primary" disabled={send.isPending}>
              Send code
            </button>
          </form>
        )}
      </div>
    </Modal>
  );
}
