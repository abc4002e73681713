import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { displayedMessage, useEngine } from '../../../engine';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import type { Swap } from '../../../schemas/entities/swap';
import { addCartItem } from '../../../ui/cart/cart-queries';
import { formatMoney } from '../../../ui/format/money';
import { itemPageKeys } from '../../../ui/item/item-page-keys';
import { Modal } from '../../../ui/modal/Modal';

/**
 * The body of POST /v1/swaps for an offer (spec §5, §7.3): the amount as a number, left out when
 * the field is empty; the chosen variation's id when there is one.
 */
export function offerBody(itemId: number, amount: string, variationId: number | null) {
  const trimmed = amount.trim();
  return {
    swap: {
      item_id: itemId,
      offer: {
        ...(trimmed ? { amount: Number(trimmed) } : {}),
        ...(variationId !== null ? { item_variation_id: variationId } : {}),
      },
    },
  };
}

/**
 * The offer modal (spec §2.9, §4.2). 'offer': an amount and, for an item with variations, which
 * one; it creates the swap, then says so with a link to it, and the item page refreshes (its
 * View Swap appears). 'buyNow' (Buy Now on an item with variations, none chosen yet): the
 * variation only, then the item goes into the cart and the cart opens.
 */
export function OfferModal({
  item,
  mode,
  onClose,
}: {
  item: ItemDetail;
  mode: 'offer' | 'buyNow';
  onClose: () => void;
}) {
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [variation, setVariation] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const hasVariations = item.variations.length > 0;

  const submit = useMutation({
    mutationFn: async (): Promise<Swap | null> => {
      if (mode === 'buyNow') {
        await addCartItem(api, queryClient, viewer!.uuid, item.id, variation);
        return null;
      }
      return api.post<Swap>('/v1/swaps', offerBody(item.id, amount, variation));
    },
    onSuccess: async (swap) => {
      if (!swap) return navigate('/cart');
      await queryClient.invalidateQueries({ queryKey: itemPageKeys.all });
    },
  });

  if (submit.data) {
    return (
      <Modal title="Offer sent" onClose={onClose}>
        <p role="status">
          Your offer on {item.name} was sent to @{item.seller.username}.
        </p>
        <Link href={`/swaps/${submit.data.id}`} className="ks-button ks-button--primary ks-item__button">
          View Swap
        </Link>
      </Modal>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(hasVariations && variation === null);
    if (hasVariations && variation === null) return;
    submit.mutate();
  };

  return (
    <Modal title={mode === 'buyNow' ? 'Choose an option' : 'Make Offer'} onClose={onClose}>
      <form className="ks-item__form" noValidate onSubmit={onSubmit}>
        <p className="ks-item__note">
          {item.name} · listed at {formatMoney(item.price)}
        </p>
        {hasVariations ? (
          <>
            <label htmlFor={`${id}-variation`}>Option</label>
            <select
              id={`${id}-variation`}
              value={variation ?? ''}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-variation-error` : undefined}
              onChange={(event) => setVariation(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">Select an option</option>
              {item.variations.map((entry) => (
                <option key={entry.id} value={entry.id} disabled={entry.quantity === 0}>
                  {entry.name}
                  {entry.quantity === 0 ? ' (sold out)' : ''}
                </option>
              ))}
            </select>
            {missing ? (
              <span id={`${id}-variation-error`} className="ks-item__field-error">
                Required
              </span>
            ) : null}
          </>
        ) : null}
        {mode === 'offer' ? (
          <>
            <label htmlFor={`${id}-amount`}>Your offer (USD)</label>
            <input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </>
        ) : null}
        {submit.error ? (
          <ul className="ks-item__errors" role="alert">
            <li>{displayedMessage(submit.error)}</li>
          </ul>
        ) : null}
        <button type="submit" className="ks-button ks-button--primary ks-item__button" disabled={submit.isPending}>
          {mode === 'buyNow' ? 'Buy Now' : 'Send Offer'}
        </button>
      </form>
    </Modal>
  );
}
