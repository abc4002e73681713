import { useId } from 'react';
import { Link } from 'wouter';
import type { SellerDashboard } from '../../../schemas/entities/seller-dashboard';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { finalWhen, movementWords, STAGE_WORDS } from './dashboard-words';

/** Signed money: '+$18.20', '−$40'. */
const signedMoney = (amount: number) => `${amount < 0 ? '−' : '+'}${formatMoney(Math.abs(amount))}`;

/**
 * 'Balance' (the header's Balance links here, /selling#balance): Pending and Available, each with what moves it —
 * the sales waiting to be final with when each will be, and Available's latest movements.
 */
export function BalanceSection({ data }: { data: SellerDashboard }) {
  const headingId = useId();
  const { balances, pending_sales: pending, available_activity: activity } = data;
  return (
    <section id="balance" className="ks-dashboard__section" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId}>Balance</h2>
      <div className="ks-dashboard__balances">
        <div className="ks-dashboard__balance">
          <h3>Pending</h3>
          <p className="ks-dashboard__amount">{formatMoney(balances.pending)}</p>
          <p className="ks-dashboard__note">
            Sale proceeds held until each sale is final: the buyer accepts the item, or 72 hours pass after delivery.
          </p>
          {pending.length === 0 ? (
            <p>No sales waiting to be final.</p>
          ) : (
            <ul className="ks-dashboard__rows" aria-label="Sales waiting to be final">
              {pending.map((sale) => (
                <li key={sale.swap_id}>
                  <Link href={`/swaps/${sale.swap_id}`}>{sale.item.name}</Link>
                  <span className="ks-dashboard__figure">{formatMoney(sale.amount)}</span>
                  <span className="ks-dashboard__detail">
                    {STAGE_WORDS[sale.stage]}. {finalWhen(sale)}.
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ks-dashboard__balance">
          <h3>Available</h3>
          <p className="ks-dashboard__amount">{formatMoney(balances.available)}</p>
          <p className="ks-dashboard__note">Yours to cash out or spend: final sales and credits, less cash-outs.</p>
          {activity.length === 0 ? (
            <p>Nothing has moved Available yet.</p>
          ) : (
            <ul className="ks-dashboard__rows" aria-label="Recent movements of Available">
              {activity.map((move, index) => (
                <li key={`${move.at}-${index}`}>
                  <span>
                    {movementWords(move.kind)}
                    {move.item_name ? `: ${move.item_name}` : ''}
                  </span>
                  <span className="ks-dashboard__figure">{signedMoney(move.amount)}</span>
                  <span className="ks-dashboard__detail">{formatDate(move.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
