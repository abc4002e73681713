import { useQuery } from '@tanstack/react-query';
import { displayedMessage, useEngine } from '../../engine';
import type { ProCharge } from '../../schemas/entities/pro';
import { AlertBox } from '../../ui/alert/AlertBox';
import { formatDate } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { CYCLE_LABELS } from './plan-prices';
import { proBillingHistoryQuery } from './pro-queries';

const OUTCOME_LABELS: Record<ProCharge['outcome'], string> = {
  charged: 'Paid',
  declined: 'Declined',
  invalid_card: 'Card could not be charged',
  no_card: 'No saved card',
  plan_withdrawn: 'Plan no longer offered',
};

const cardOf = (charge: ProCharge) =>
  charge.card
    ? `${charge.card.brand} ending ${charge.card.last4}`
    : charge.kind === 'purchase'
      ? 'Card entered at checkout'
      : 'None';

/**
 * The subscriber's charges (GET /v1/pro/billing_history): each purchase and renewal attempt, newest first, as a table
 * (date, plan and cycle, Intl amount, card, outcome). Nothing shows for a user who never bought a plan.
 */
export function BillingHistory({ userId }: { userId: number }) {
  const { api } = useEngine();
  const history = useQuery(proBillingHistoryQuery(api, userId));
  if (history.isPending)
    return <div className="ks-block-loading" aria-busy="true" aria-label="Loading your billing history" />;
  if (history.isError) return <AlertBox kind="error">{displayedMessage(history.error)}</AlertBox>;
  if (history.data.length === 0) return null;
  return (
    <section className="ks-pro__billing" aria-labelledby="ks-pro-billing-title">
      <h2 id="ks-pro-billing-title">Billing history</h2>
      <table className="ks-pro__billing-table">
        <caption className="ks-visually-hidden">Your Kitswap Pro charges, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Plan</th>
            <th scope="col">Amount</th>
            <th scope="col">Card</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((charge) => (
            <tr key={charge.id}>
              <th scope="row">
                <time dateTime={charge.charged_at}>{formatDate(charge.charged_at)}</time>
              </th>
              <td>
                {charge.plan_name}, {CYCLE_LABELS[charge.cycle].toLowerCase()}{' '}
                {charge.kind === 'purchase' ? 'purchase' : 'renewal'}
              </td>
              <td>{formatMoney(charge.amount)}</td>
              <td>{cardOf(charge)}</td>
              <td>{OUTCOME_LABELS[charge.outcome]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
