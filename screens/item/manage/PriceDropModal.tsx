import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, displayedMessage, useEngine } from '../../../engine';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { priceDropSchema } from '../../../schemas/requests/item-management';
import { formatMoney } from '../../../ui/format/money';
import { dropPrice } from './manage-queries';
import { ManageFormModal } from './ManageFormModal';

/** The field the server names in a price drop's field errors. */
const PRICE_FIELD = 'item.price';

/** The asking price a drop must go under: the list price, else the price. */
export const askingPrice = (item: Pick<ItemDetail, 'price' | 'list_price'>) => item.list_price ?? item.price;

/** The words of the first problem with `text` as a new price, or null when it is a good one (spec: priceDropSchema). */
export function priceDropProblem(text: string, current: number): string | null {
  const trimmed = text.trim().replace(/^\$/, '');
  const result = priceDropSchema(current, formatMoney).safeParse(trimmed === '' ? undefined : Number(trimmed));
  return result.success ? null : (result.error.issues[0]?.message ?? 'Enter a price');
}

export interface PriceDropModalProps {
  item: ItemDetail;
  onDropped: (item: ItemDetail) => void;
  onClose: () => void;
}

/**
 * Price Drop (spec §2.9): a new asking price below today's, checked with the server's own schema
 * (the same words), then POST /v1/items/{id}/price_drop. The server's field error shows under the
 * field, anything else in the error list.
 */
export function PriceDropModal({ item, onDropped, onClose }: PriceDropModalProps) {
  const { api } = useEngine();
  const id = useId();
  const current = askingPrice(item);
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const drop = useMutation({
    mutationFn: (amount: number) => dropPrice(api, item.id, amount),
    onSuccess: onDropped,
  });
  const serverFieldError =
    drop.error instanceof ApiError ? drop.error.errors.find((entry) => entry.field === PRICE_FIELD) : undefined;
  const fieldError = problem ?? serverFieldError?.message ?? null;
  const otherError = drop.error && !serverFieldError ? displayedMessage(drop.error) : null;

  const onSubmit = () => {
    const found = priceDropProblem(price, current);
    setProblem(found);
    if (found === null) drop.mutate(Number(price.trim().replace(/^\$/, '')));
  };

  return (
    <ManageFormModal
      title="Price Drop"
      onClose={onClose}
      onSubmit={onSubmit}
      errors={otherError ? [otherError] : []}
      submitLabel="Drop Price"
      pendingLabel="Saving…"
      pending={drop.isPending}
    >
      <p>
        {item.name} is listed at {formatMoney(current)}. Buyers who favourited it see the drop in their feed.
      </p>
      <label htmlFor={`${id}-price`}>New price (USD)</label>
      <input
        id={`${id}-price`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={price}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-price-error` : undefined}
        onChange={(event) => setPrice(event.target.value)}
      />
      {fieldError ? (
        <span id={`${id}-price-error`} className="ks-item__field-error">
          {fieldError}
        </span>
      ) : null}
    </ManageFormModal>
  );
}
