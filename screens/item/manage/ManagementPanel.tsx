import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { SWAPS_INBOX_TAB_COOKIE, useEngine } from '../../../engine';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { formatMoney } from '../../../ui/format/money';
import { leaveSale } from '../../../ui/sale/sale-queries';
import { SaleModal } from '../../../ui/sale/SaleModal';
import { itemSwapsHref } from '../../../ui/swaps/inbox-location';
import { InsightsButton } from '../insights/InsightsButton';
import { useBumpFlow } from './bump/use-bump-flow';
import { ManageFeedback } from './ManageFeedback';
import { PriceDropModal } from './PriceDropModal';
import { RemoveModal } from './RemoveModal';
import { TakeDownModal } from './TakeDownModal';
import { useItemChange } from './use-item-change';

export interface ManagementPanelProps {
  item: ItemDetail;
  /** The page's item path (its cache entry takes each answer). */
  path: string | undefined;
  /** The management actions to show, already in the order of spec §4.1 (buyer-panel/panel-rules). */
  actions: readonly string[];
}

type OpenModal = 'price_drop' | 'join_sale' | 'remove' | 'take_down' | null;

const LINK_LABELS = { view_swap: 'View Swap', duplicate: 'Duplicate', view_swaps: 'View Swaps', edit: 'Edit' } as const;
const BUTTON_LABELS = {
  bump: 'Bump',
  price_drop: 'Price Drop',
  join_sale: 'Add to Sale',
  leave_sale: 'Remove from Sale',
  remove: 'Remove',
  take_down: 'Take Down',
} as const;
const isLink = (action: string): action is keyof typeof LINK_LABELS => action in LINK_LABELS;
const isButton = (action: string): action is keyof typeof BUTTON_LABELS => action in BUTTON_LABELS;

/**
 * The seller's management panel (spec §2.9 seller view, §4.1): each action of `actions`, in order,
 * doing the real thing, then View Insights (screens/item/insights); the item is refreshed after
 * every change, and every button waits while a change is under way, so a double click does it once.
 */
export function ManagementPanel({ item, path, actions }: ManagementPanelProps) {
  const { api, cookies } = useEngine();
  const changed = useItemChange(path);
  const [modal, setModal] = useState<OpenModal>(null);
  const [status, setStatus] = useState<string | null>(null);
  const bump = useBumpFlow(item, changed, setStatus);

  const leave = useMutation({
    mutationFn: (saleId: number) => leaveSale(api, item.id, saleId),
    onSuccess: async (left) => {
      setStatus(item.sale ? `Removed from ${item.sale.name}.` : 'Removed from the sale.');
      await changed(left);
    },
  });
  const pending = bump.pending || leave.isPending;

  /** A modal's change is done: close it, say so, refresh. */
  const done = (message: string) => async (next: ItemDetail) => {
    setModal(null);
    setStatus(message);
    await changed(next);
  };
  const press = (action: keyof typeof BUTTON_LABELS) => {
    setStatus(null);
    leave.reset();
    if (action === 'bump') return bump.start();
    if (action === 'leave_sale') return item.sale ? leave.mutate(item.sale.id) : undefined;
    setModal(action);
  };
  const href = (action: keyof typeof LINK_LABELS): string | null => {
    switch (action) {
      case 'view_swap':
        return item.buyer_swap_id ? `/swaps/${item.buyer_swap_id}` : null;
      case 'duplicate':
        return `/items/new?duplicate_id=${item.id}`;
      case 'view_swaps':
        return itemSwapsHref(item.id, cookies?.get(SWAPS_INBOX_TAB_COOKIE));
      case 'edit':
        return `/items/${item.id}`;
    }
  };

  return (
    <section className="ks-item__panel ks-manage" aria-label="Manage your item">
      <p className="ks-item__note">This is your listing.</p>
      <div className="ks-item__row ks-manage__actions">
        {actions.map((action) => {
          if (isLink(action)) {
            const target = href(action);
            return target ? (
              <Link key={action} href={target} className="ks-button ks-item__button">
                {LINK_LABELS[action]}
              </Link>
            ) : null;
          }
          if (!isButton(action)) return null;
          return (
            <button
              key={action}
              type="button"
              className="ks-button ks-item__button"
              disabled={pending}
              onClick={() => press(action)}
            >
              {BUTTON_LABELS[action]}
            </button>
          );
        })}
        <InsightsButton item={item} />
      </div>
      <ManageFeedback status={status} errors={[bump.error, leave.error]} />
      {bump.modal}
      {modal === 'price_drop' ? (
        <PriceDropModal
          item={item}
          onClose={() => setModal(null)}
          onDropped={(next) => done(`Price dropped to ${formatMoney(next.list_price ?? next.price)}.`)(next)}
        />
      ) : null}
      {modal === 'join_sale' ? (
        <SaleModal
          items={[item]}
          onClose={() => setModal(null)}
          onJoined={(next, sale) => void done(`Added to ${sale.name}.`)(next)}
        />
      ) : null}
      {modal === 'remove' ? (
        <RemoveModal item={item} onClose={() => setModal(null)} onRemoved={done('Your item was removed.')} />
      ) : null}
      {modal === 'take_down' ? (
        <TakeDownModal item={item} onClose={() => setModal(null)} onTakenDown={done('Taken down.')} />
      ) : null}
    </section>
  );
}
