import { atom, useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import type { AccountView } from './AccountFlow';

// The flow and ui/modal are a lazy chunk: every page mounts the host, few open it (issue 20 item 2).
const AccountModal = lazy(() => import('./AccountModal').then((module) => ({ default: module.AccountModal })));

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
      <AccountModal request={request} onClose={close} />
    </Suspense>
  );
}
