import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { displayedMessage, useEngine } from '../../../engine';
import type { Swap } from '../../../schemas/entities/swap';
import { SALE_FEE } from '../../../schemas/entities/swap-lifecycle';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { formatDateTime } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import { acceptItem, BALANCE_KEY, requestRefund } from './delivery-queries';
import css from './DeliveryPanel.css?url';
import { DisputeCard } from './DisputeCard';
import { DisputeForm } from './DisputeForm';

/**
 * The swap page's part for accept or reject after delivery, the dispute and its resolution, the seller's proceeds
 * (issue 18 part D). The server decides what the viewer may do (`swap.actions`); this shows one control each.
 */
export function DeliveryPanel({ swap }: { swap: Swap; viewerId: number }) {
  const can = (action: Swap['actions'][number]) => swap.actions.includes(action);
  const answering = can('accept_item') || can('reject_item');
  if (!answering && !can('request_refund') && !swap.dispute && !swap.proceeds) return null;
  return (
    <section className="ks-swap__section ks-swap__delivery" aria-labelledby="ks-swap-delivery">
      <Stylesheet href={css} />
      <h2 id="ks-swap-delivery">{swap.proceeds ? (swap.staff_view ? 'The sale' : 'Your sale') : 'Delivery'}</h2>
      {answering ? <AcceptOrReport swap={swap} /> : null}
      {can('request_refund') ? <CancelAndRefund swap={swap} /> : null}
      {swap.dispute ? <DisputeCard swap={swap} dispute={swap.dispute} /> : null}
      {swap.proceeds ? <ProceedsCard swap={swap} proceeds={swap.proceeds} /> : null}
    </section>
  );
}

/** The buyer, within 72 hours of delivery: 'Accept item' or 'Report a problem' (which opens the form). */
function AcceptOrReport({ swap }: { swap: Swap }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const accept = useMutation({ mutationFn: () => acceptItem(api, queryClient, swap.id) });
  return (
    <div className="ks-swap__accept">
      <p>
        It was delivered. Check the item, then accept it or report a problem
        {swap.accept_by ? (
          <>
            {' '}
            by <time dateTime={swap.accept_by}>{formatDateTime(swap.accept_by)}</time>
          </>
        ) : null}
        . After that the sale is final.
      </p>
      {reporting ? (
        <DisputeForm swapId={swap.id} onClose={() => setReporting(false)} />
      ) : (
        <span className="ks-swap__form-actions">
          {swap.actions.includes('accept_item') ? (
            <button
              type="button"
              className="ks-button ks-button--primary"
              disabled={accept.isPending}
              onClick={() => accept.mutate()}
            >
              Accept item
            </button>
          ) : null}
          {swap.actions.includes('reject_item') ? (
            <button type="button" className="ks-button" disabled={accept.isPending} onClick={() => setReporting(true)}>
              Report a problem
            </button>
          ) : null}
        </span>
      )}
      {accept.error ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(accept.error)}
        </AlertBox>
      ) : null}
    </div>
  );
}

/** The buyer of an order unshipped 7 days after payment: 'Cancel and refund'. */
function CancelAndRefund({ swap }: { swap: Swap }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const refund = useMutation({ mutationFn: () => requestRefund(api, queryClient, swap.id) });
  return (
    <div className="ks-swap__refund">
      <p>The seller has not shipped it 7 days after you paid. You can cancel the order and get a full refund.</p>
      <button
        type="button"
        className="ks-button ks-button--primary"
        disabled={refund.isPending}
        onClick={() => refund.mutate()}
      >
        Cancel and refund
      </button>
      {refund.error ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(refund.error)}
        </AlertBox>
      ) : null}
    </div>
  );
}

/**
 * The seller's money from the sale (and an admin's view of it): price, Kitswap's fee, refunds, and what
 * the seller gets — Pending until the sale is final, then Available (the header's balance refetches).
 */
function ProceedsCard({ swap, proceeds }: { swap: Swap; proceeds: NonNullable<Swap['proceeds']> }) {
  const queryClient = useQueryClient();
  const available = proceeds.status === 'available';
  useEffect(() => {
    if (available) void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  }, [available, queryClient]);
  const status = {
    pending: {
      label: 'Pending',
      note: swap.delivered_at
        ? `available when the buyer accepts the item${swap.accept_by ? ` or on ${formatDateTime(swap.accept_by)}` : ''}`
        : 'available when the buyer accepts or 72 h after delivery',
    },
    available: { label: 'Available', note: 'in your balance' },
    reversed: { label: 'Refunded', note: 'the buyer got the payment back' },
  }[proceeds.status];
  return (
    <div className="ks-swap__proceeds" role="group" aria-label="Proceeds">
      <p className="ks-swap__proceeds-status">
        <strong>
          {status.label} {formatMoney(proceeds.status === 'reversed' ? 0 : proceeds.net)}
        </strong>{' '}
        — {status.note}
      </p>
      <dl className="ks-swap__proceeds-lines">
        <dt>Price</dt>
        <dd>{formatMoney(proceeds.price)}</dd>
        <dt>
          Kitswap fee ({Math.round(SALE_FEE.rate * 100)} %, at least {formatMoney(SALE_FEE.minimumCents / 100)})
        </dt>
        <dd>−{formatMoney(proceeds.fee)}</dd>
        {proceeds.refunded > 0 ? (
          <>
            <dt>Refunded to the buyer</dt>
            <dd>−{formatMoney(proceeds.refunded)}</dd>
          </>
        ) : null}
        <dt>{swap.staff_view ? 'The seller gets' : 'You get'}</dt>
        <dd>{formatMoney(proceeds.status === 'reversed' ? 0 : proceeds.net)}</dd>
      </dl>
    </div>
  );
}
