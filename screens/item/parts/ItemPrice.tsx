import { SALE_ITEM_TYPE, type ItemDetail } from '../../../schemas/entities/item-detail';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { SALE_PHASE_LABELS, salePhase } from '../../../ui/sale/sale-queries';

/** A sale item (spec §3: item_type containing 6, or having a sale). */
export const isSaleItem = (item: Pick<ItemDetail, 'item_type' | 'sale'>) =>
  Boolean(item.sale) || (item.item_type ?? []).includes(SALE_ITEM_TYPE);

/**
 * The item page's price (spec §2.9, §3, §4.3): the price to pay; while the item is in a live sale,
 * the sale's label and the list price struck through (any other discount: 'Was' and the list price);
 * after a price drop (original_list_price above list_price), 'Price dropped' with its date and the
 * original price struck through. Struck prices carry a word, as screen readers do not announce
 * strikethrough. A sale item also wears a badge naming the sale and its phase.
 */
export function ItemPrice({ item, now }: { item: ItemDetail; now: number }) {
  const listPrice = item.list_price ?? null;
  const discounted = listPrice !== null && listPrice > item.price;
  const phase = item.sale ? salePhase(item.sale, now) : null;
  const original = item.original_list_price ?? null;
  const dropped = original !== null && listPrice !== null && original > listPrice;

  return (
    <div className="ks-item__prices">
      <p className="ks-item__price">
        <span className="ks-item__price-now">{formatMoney(item.price)}</span>
        {discounted ? (
          <span className="ks-item__price-was">
            {phase === 'live' && item.sale ? item.sale.label : 'Was'} <s>{formatMoney(listPrice)}</s>
          </span>
        ) : null}
      </p>
      {dropped ? (
        <p className="ks-item__price-drop">
          <strong>Price dropped</strong>
          {item.last_price_dropped_at ? (
            <>
              {' '}
              <time dateTime={item.last_price_dropped_at}>{formatDate(item.last_price_dropped_at)}</time>
            </>
          ) : null}
          {' · '}was <s>{formatMoney(original)}</s>
        </p>
      ) : null}
      {isSaleItem(item) ? (
        <p className="ks-item__sale-badge">
          <span className="ks-item__badge">Sale</span>{' '}
          {item.sale ? `${item.sale.name} · ${SALE_PHASE_LABELS[salePhase(item.sale, now)]}` : 'In a sale'}
        </p>
      ) : null}
    </div>
  );
}
