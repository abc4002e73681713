import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { displayedMessage, useEngine } from '../../../engine';
import type { Swap } from '../../../schemas/entities/swap';
import { AlertBox } from '../../../ui/alert/AlertBox';
import { addCartItem } from '../../../ui/cart/cart-queries';
import { formatDateTime } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';

/**
 * The swap page's part for the auction's end and highest offer, and the payment window (issue 18
 * part B): while the swap awaits payment the buyer pays the accepted offer or won auction through
 * the cart (the item goes in their cart, which prices it at that amount, and the cart opens), and
 * the seller (or staff) reads whom they wait for and until when.
 */
export function PaymentStatus({ swap, viewerId }: { swap: Swap; viewerId: number }) {
  // Once an order bought it the payment part is done, whatever the stage says until the payment is recorded.
  const awaiting = swap.stage === 'awaiting_payment' && swap.pay_by !== null && swap.order === null;
  if (!swap.auction && !awaiting) return null;
  return (
    <>
      {swap.auction ? <AuctionStatus auction={swap.auction} /> : null}
      {awaiting ? <PaymentWindow swap={swap} payBy={swap.pay_by!} buyer={viewerId === swap.buyer.id} /> : null}
    </>
  );
}

function AuctionStatus({ auction }: { auction: NonNullable<Swap['auction']> }) {
  const headingId = useId();
  return (
    <section className="ks-swap__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Auction</h2>
      <p>
        {auction.ended ? 'Ended' : 'Ends'} <time dateTime={auction.ends_at}>{formatDateTime(auction.ends_at)}</time>
        {' · '}
        {auction.highest_offer === null ? 'No offers' : `Highest offer ${formatMoney(auction.highest_offer)}`}
      </p>
    </section>
  );
}

function PaymentWindow({ swap, payBy, buyer }: { swap: Swap; payBy: string; buyer: boolean }) {
  const headingId = useId();
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const offer = swap.offers.findLast((entry) => entry.state === 'accepted');
  const amount = offer?.amount ?? swap.item.price;
  const pay = useMutation({
    mutationFn: () =>
      viewer
        ? addCartItem(api, queryClient, viewer.uuid, swap.item.id, offer?.item_variation_id ?? null)
        : Promise.reject(new Error('Log in to pay')),
    onSuccess: () => navigate('/cart'),
  });
  const deadline = <time dateTime={payBy}>{formatDateTime(payBy)}</time>;
  return (
    <section className="ks-swap__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Payment</h2>
      {pay.error ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(pay.error)}
        </AlertBox>
      ) : null}
      {buyer && swap.actions.includes('pay') ? (
        <>
          <button
            type="button"
            className="ks-button ks-button--primary"
            disabled={pay.isPending}
            onClick={() => pay.mutate()}
          >
            Pay {formatMoney(amount)} by {deadline}
          </button>
          <p>Until then the item is held for you; unpaid, it goes back on sale.</p>
        </>
      ) : (
        <p>
          Waiting for @{swap.buyer.username} to pay {formatMoney(amount)} by {deadline}.
        </p>
      )}
    </section>
  );
}
