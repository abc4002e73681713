import { Modal } from '../modal/Modal';
import type { AccountModalRequest } from './account-modal';
import { AccountFlow } from './AccountFlow';

/** The login/register flow in a modal: a lazy chunk with ui/modal, loaded when it first opens. */
export function AccountModal({ request, onClose }: { request: AccountModalRequest; onClose: () => void }) {
  return (
    <AccountFlow
      initialView={request.view}
      reason={request.reason}
      frame={(title, body) => (
        <Modal title={title} onClose={onClose}>
          {body}
        </Modal>
      )}
    />
  );
}
