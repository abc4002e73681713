import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { Offer } from '../../../../schemas/entities/swap';
import { Button } from '../../../../ui/button/Button';
import { formatDate } from '../../../../ui/format/dates';
import { formatMoney } from '../../../../ui/format/money';
import { marginPercent } from '../insights-math';

export type OfferColumn = 'date' | 'buyer' | 'state' | 'offer' | 'margin';
type Direction = 'ascending' | 'descending';

const COLUMNS: { key: OfferColumn; label: string; first: Direction }[] = [
  { key: 'date', label: 'Date', first: 'descending' },
  { key: 'buyer', label: 'Buyer', first: 'ascending' },
  { key: 'state', label: 'State', first: 'ascending' },
  { key: 'offer', label: 'Offer', first: 'descending' },
  { key: 'margin', label: 'Margin', first: 'descending' },
];

/** How an offer's state reads: a seller's counter-offer says so. */
export const offerStateText = (offer: Offer) =>
  `${offer.seller_offer ? 'Counter-offer ' : ''}${offer.state.charAt(0).toUpperCase()}${offer.state.slice(1)}`;

export interface RecentOffersTableProps {
  offers: readonly Offer[];
  /** The seller's cost of the item (margin's base); null = 'N/A' margins. */
  cost: number | null;
  /** The current swap: its rows are highlighted. */
  swapId: number | null;
}

/** 'Recent Offers' (spec §2.10): Date, Buyer, State, Offer, Margin, View; sortable, Date descending first. */
export function RecentOffersTable({ offers, cost, swapId }: RecentOffersTableProps) {
  const headingId = useId();
  const [sort, setSort] = useState<{ column: OfferColumn; direction: Direction }>({
    column: 'date',
    direction: 'descending',
  });
  const value = (offer: Offer, column: OfferColumn): string | number | null => {
    switch (column) {
      case 'date':
        return offer.created_at;
      case 'buyer':
        return offer.buyer.username.toLowerCase();
      case 'state':
        return offerStateText(offer);
      case 'offer':
        return offer.amount;
      case 'margin':
        return marginPercent(offer.amount, cost);
    }
  };
  const rows = [...offers].sort((a, b) => {
    const [x, y] = [value(a, sort.column), value(b, sort.column)];
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = x < y ? -1 : 1;
    return sort.direction === 'ascending' ? order : -order;
  });
  const sortBy = (column: (typeof COLUMNS)[number]) =>
    setSort((current) =>
      current.column === column.key
        ? { column: column.key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column: column.key, direction: column.first },
    );

  return (
    <section className="ks-insights__section" aria-labelledby={headingId}>
      <h3 id={headingId}>Recent Offers</h3>
      {offers.length === 0 ? (
        <p>No recent offers</p>
      ) : (
        <div className="ks-insights__table-wrap">
          <table className="ks-insights__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col" aria-sort={sort.column === column.key ? sort.direction : 'none'}>
                    <Button variant="plain" onClick={() => sortBy(column)}>
                      {column.label}
                      <span aria-hidden="true">
                        {sort.column === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                      </span>
                    </Button>
                  </th>
                ))}
                <th scope="col">
                  <span className="ks-visually-hidden">Swap</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((offer) => {
                const current = swapId !== null && offer.swap_id === swapId;
                const margin = marginPercent(offer.amount, cost);
                return (
                  <tr key={offer.id} className={current ? 'ks-insights__row--current' : undefined}>
                    <td>{formatDate(offer.created_at)}</td>
                    <td>
                      @{offer.buyer.username}
                      {current ? <span className="ks-insights__current"> (this swap)</span> : null}
                    </td>
                    <td>{offerStateText(offer)}</td>
                    <td>{offer.amount === null ? 'N/A' : formatMoney(offer.amount)}</td>
                    <td>{margin === null ? 'N/A' : `${margin}%`}</td>
                    <td>
                      {offer.swap_id !== null ? (
                        <Link href={`/swaps/${offer.swap_id}`} aria-label={`View swap with @${offer.buyer.username}`}>
                          View
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
