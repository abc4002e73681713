import { useQuery } from '@tanstack/react-query';
import { displayedMessage, useEngine } from '../../../engine';
import type { Payout } from '../../../schemas/entities/payouts';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { formatDate } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { payoutsQuery } from './cashout-queries';

const STATE_LABELS: Record<Payout['state'], string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };

/** A payout's state in words: 'Pending', 'Paid Nov 20, 2026', 'Failed: the bank's reason'. */
function StateCell({ payout }: { payout: Payout }) {
  if (payout.state === 'paid' && payout.paid_at)
    return (
      <>
        Paid <time dateTime={payout.paid_at}>{formatDate(payout.paid_at)}</time>
      </>
    );
  if (payout.state === 'failed')
    return (
      <>
        <span className="ks-cashout__failed">Failed</span>
        {payout.failure_message ? <span className="ks-cashout__reason">{payout.failure_message}</span> : null}
      </>
    );
  return <>{STATE_LABELS[payout.state]}</>;
}

/**
 * The seller's payouts (GET /v1/users/{uuid}/payouts), newest first, as a table: the day asked for, the amount (Intl),
 * the bank's last 4 digits as they were then, and the state (a failed one with its reason; its money is back in
 * Available).
 */
export function PayoutHistory({ uuid }: { uuid: string }) {
  const { api } = useEngine();
  const history = useQuery(payoutsQuery(api, uuid));
  return (
    <section className="ks-cashout__history" aria-labelledby="ks-cashout-history-title">
      <h2 id="ks-cashout-history-title">Payout history</h2>
      {history.isPending ? (
        <div className="ks-block-loading" aria-busy="true" aria-label="Loading your payouts" />
      ) : history.isError ? (
        <AlertBox kind="error">{displayedMessage(history.error)}</AlertBox>
      ) : history.data.length === 0 ? (
        <p>No payouts yet. Cash-outs you make show here with their state.</p>
      ) : (
        <table className="ks-cashout__table">
          <caption className="ks-visually-hidden">Your payouts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((payout) => (
              <tr key={payout.id}>
                <th scope="row">
                  <time dateTime={payout.requested_at}>{formatDate(payout.requested_at)}</time>
                </th>
                <td>{formatMoney(payout.amount_cents / 100)}</td>
                <td>
                  <span aria-hidden="true">•••• {payout.bank_last4}</span>
                  <span className="ks-visually-hidden">Bank account ending {payout.bank_last4}</span>
                </td>
                <td>
                  <StateCell payout={payout} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
