import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Modal } from '../../../ui/modal/Modal';

/**
 * After publishing, the seller lands on the item with ?published=1: the 'item published' modal
 * opens once and the query is cleared at once (spec §2.9), so a reload or a shared link does not
 * open it again. Only the item's seller sees it; anyone else just gets the clean URL.
 */
export function PublishedModal({ itemId, isSeller }: { itemId: number; isSeller: boolean }) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const published = new URLSearchParams(search).get('published') === '1';

  useEffect(() => {
    if (!published) return;
    if (isSeller) setOpen(true);
    navigate(path, { replace: true });
  }, [published, isSeller, navigate, path]);

  if (!open) return null;
  return (
    <Modal title="Your item is published!" onClose={() => setOpen(false)}>
      <p>Buyers can find it now. Share it to sell it faster, or list your next item.</p>
      <div className="ks-item__row">
        <Link href="/items/new" className="ks-button ks-button--primary ks-item__button">
          List Another Item
        </Link>
        <Link href={`/items/${itemId}`} className="ks-button ks-item__button">
          Edit
        </Link>
      </div>
    </Modal>
  );
}
