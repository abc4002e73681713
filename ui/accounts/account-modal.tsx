import { atom, useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { Modal } from '../modal/Modal';
import type { AccountView } from './AccountFlow';

const AccountFlow = lazy(() => import('./AccountFlow').then((module) => ({ default: module.AccountFlow })));

export interface AccountModalRequest {
  view: AccountView;
  reason?: string;
}

const accountModalAtom = atom<AccountModalRequest | null>(null);

/** Opens the login/register modal on a view (with the reason the guest is asked). */
export function useOpenAccountModal(): (request: AccountModalRequest) => void {
  return useSetAtom(accountModalAtom);
}

/** Where the login/register modal lives: the host mounts it once; its code loads when it first opens. */
export function AccountModalHost() {
  const [request, setRequest] = useAtom(accountModalAtom);
  if (!request) return null;
  const close = () => setRequest(null);
  return (
    <Suspense fallback={null}>
      <AccountFlow
        initialView={request.view}
        reason={request.reason}
        frame={(title, body) => (
          <Modal title={title} onClose={close}>
            {body}
          </Modal>
        )}
      />
    </Suspense>
  );
}
