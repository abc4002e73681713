import { Modal } from '../../../ui/modal/Modal';

/** Spec §2.5 item 5: before a sale, 'Add to Sale' tells a signed-in seller how to put items in it. */
export function SaleGuideModal({
  saleName,
  username,
  onClose,
}: {
  saleName: string;
  username?: string;
  onClose: () => void;
}) {
  return (
    <Modal title={`Add your items to ${saleName}`} onClose={onClose}>
      <p>Choose the items you want in the sale and set their sale price. They go on sale when it starts.</p>
      {username ? (
        <p>
          <a href={`/locker/${encodeURIComponent(username)}?sale=1`}>Choose items in My Locker</a>
        </p>
      ) : null}
    </Modal>
  );
}
