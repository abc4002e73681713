import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useEngine } from '../../engine';
import { accountQuery, mayMessageSellers } from './account-queries';
import { VerifyPhoneModal } from './VerifyPhoneModal';

export interface VerifiedMessaging {
  /** Runs `send` when the account may message sellers; otherwise opens the modal and runs it once verified. */
  run: (send: () => void) => void;
  /** Opens the modal and runs `send` once verified (the server answered 403 `unverified`). */
  verifyThen: (send: () => void) => void;
  /** The verify-phone modal while it is open: render it. */
  modal: ReactNode;
}

/**
 * Spec §5: messaging a seller needs phone_verified or email_verified; otherwise the verify-phone
 * modal opens and, on success, the message goes. The account is read once (GET /v1/account, cached);
 * when it cannot be read the message is sent and the server decides (403 → {@link VerifiedMessaging.verifyThen}).
 */
export function useVerifiedMessaging(): VerifiedMessaging {
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ send: () => void } | null>(null);
  const verifyThen = useCallback((send: () => void) => setPending({ send }), []);
  const run = useCallback(
    (send: () => void) => {
      queryClient.fetchQuery(accountQuery(api, viewer?.userId)).then(
        (account) => (mayMessageSellers(account) ? send() : verifyThen(send)),
        () => send(),
      );
    },
    [api, queryClient, verifyThen, viewer?.userId],
  );
  const modal = pending ? (
    <VerifyPhoneModal
      onClose={() => setPending(null)}
      onVerified={() => {
        setPending(null);
        pending.send();
      }}
    />
  ) : null;
  return { run, verifyThen, modal };
}
