import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import type { Sale } from '../../schemas/entities/chrome';
import type { ItemDetail } from '../../schemas/entities/item-detail';
import { formatDate } from '../format/dates';
import { itemPageKeys } from '../item/item-page-keys';
import { Modal } from '../modal/Modal';
import { Stylesheet } from '../stylesheet/Stylesheet';
import { rememberSaleDismissed } from './dismissed-sale';
import { joinableSalesQuery, joinSale, SALE_PHASE_LABELS, salePhase } from './sale-queries';
import css from './SaleModal.css?url';

/** An item the seller may put in a sale. */
export interface SaleCandidate {
  id: number;
  name: string;
}

export interface SaleModalProps {
  /** The item to put in a sale (the item page), or the seller's items to choose one from (the locker). */
  items: readonly SaleCandidate[];
  onClose: () => void;
  /**
   * Called with the item the server answered once it joined, and then owns the refresh; without it
   * the modal says so itself and reads every cached item page again.
   */
  onJoined?: (item: ItemDetail, sale: Sale) => void;
  /** Closing without joining remembers each sale offered as dismissed (the sale banner's flow, spec §2.5). */
  rememberDismissal?: boolean;
}

/** 'Starting soon · Dec 1 – Dec 7, 2026 · 20% off': a sale as the seller chooses it (spec §4.3). */
export function saleSummary(sale: Sale, now: number): string {
  const parts = [
    SALE_PHASE_LABELS[salePhase(sale, now)],
    `${formatDate(sale.started_at)} – ${formatDate(sale.ended_at)}`,
    sale.discount_percent ? `${sale.discount_percent}% off` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The sale modal (spec §2.1 'sale=1', §2.9 Add to Sale, §4.3): the sales not yet ended
 * (GET /v1/sales?scope=joinable) with their phase and dates, one chosen, then Add to Sale
 * (POST /v1/items/sale). Every cached item page is read again after a join.
 */
export function SaleModal({ items, onClose, onJoined, rememberDismissal = false }: SaleModalProps) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const id = useId();
  const sales = useQuery(joinableSalesQuery(api));
  const [saleId, setSaleId] = useState<number | null>(null);
  const [itemId, setItemId] = useState<number | null>(items.length === 1 ? items[0]!.id : null);
  const [missing, setMissing] = useState<string | null>(null);
  const now = Date.now();
  const offered = (sales.data ?? []).filter((sale) => salePhase(sale, now) !== 'ended');
  const chosenSale = offered.find((sale) => sale.id === saleId) ?? (offered.length === 1 ? offered[0] : undefined);

  const join = useMutation({
    mutationFn: ({ item, sale }: { item: number; sale: Sale }) =>
      joinSale(api, item, sale.id).then((joined) => ({ joined, sale })),
    onSuccess: async ({ joined, sale }) => {
      if (onJoined) return onJoined(joined, sale);
      await queryClient.invalidateQueries({ queryKey: itemPageKeys.all });
    },
  });

  const close = () => {
    if (rememberDismissal && !join.isSuccess) offered.forEach((sale) => rememberSaleDismissed(sale.id));
    onClose();
  };

  if (join.isSuccess && !onJoined) {
    return (
      <Modal title="Added to the sale" onClose={close}>
        <p role="status">
          {join.data.joined.name} is in {join.data.sale.name}.
        </p>
        <button type="button" className="ks-button ks-button--primary" onClick={close}>
          Done
        </button>
      </Modal>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (itemId === null) return setMissing('Choose an item');
    if (!chosenSale) return setMissing('Choose a sale');
    setMissing(null);
    join.mutate({ item: itemId, sale: chosenSale });
  };

  return (
    <Modal title="Add to Sale" onClose={close}>
      <Stylesheet href={css} precedence="ui" />
      <form className="ks-sale-form" noValidate onSubmit={onSubmit} aria-busy={sales.isPending}>
        {sales.isPending ? <p>Loading sales…</p> : null}
        {sales.isError ? (
          <ul className="ks-sale-form__errors" role="alert">
            <li>{displayedMessage(sales.error)}</li>
          </ul>
        ) : null}
        {sales.isSuccess && offered.length === 0 ? (
          <p>There is no sale to join right now. Sales are announced in the banner at the top of the page.</p>
        ) : null}
        {items.length === 0 ? (
          <p>You have no items for sale outside a sale. List an item first, then add it to a sale.</p>
        ) : null}
        {items.length > 1 ? (
          <>
            <label htmlFor={`${id}-item`}>Item</label>
            <select
              id={`${id}-item`}
              value={itemId ?? ''}
              onChange={(event) => setItemId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">Choose an item</option>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        {offered.length > 0 ? (
          <fieldset className="ks-sale-form__sales">
            <legend>Sale</legend>
            {offered.map((sale) => (
              <label key={sale.id} className="ks-sale-form__sale">
                <input
                  type="radio"
                  name={`${id}-sale`}
                  value={sale.id}
                  checked={chosenSale?.id === sale.id}
                  onChange={() => setSaleId(sale.id)}
                />
                <span>
                  <strong>{sale.name}</strong> <span>{saleSummary(sale, now)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {missing || join.error ? (
          <ul className="ks-sale-form__errors" role="alert">
            <li>{missing ?? displayedMessage(join.error)}</li>
          </ul>
        ) : null}
        {items.length > 0 && offered.length > 0 ? (
          <button type="submit" className="ks-button ks-button--primary" disabled={join.isPending}>
            {join.isPending ? 'Adding…' : 'Add to Sale'}
          </button>
        ) : null}
      </form>
    </Modal>
  );
}
