import { lazy, Suspense, useState } from 'react';
import type { ItemDetail } from '../../../schemas/entities/item-detail';

const InsightsDialog = lazy(() => import('./InsightsDialog'));

export interface InsightsButtonProps {
  item: Pick<ItemDetail, 'id' | 'name' | 'state'>;
  /** The swap the seller is looking at (the swap page): its offer heads the modal and its rows are highlighted. */
  swapId?: number | null;
  className?: string;
}

/**
 * 'View Insights' (spec §2.9 seller view, §2.10): opens the insights modal the seller's account calls
 * for. The modals' code loads only on the first click. A draft has no insights yet.
 */
export function InsightsButton({ item, swapId = null, className = 'ks-button ks-item__button' }: InsightsButtonProps) {
  const [open, setOpen] = useState(false);
  if (item.state === 'draft') return null;
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        View Insights
      </button>
      {open ? (
        <Suspense fallback={null}>
          <InsightsDialog itemId={item.id} itemName={item.name} swapId={swapId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
