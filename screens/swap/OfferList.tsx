import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { displayedMessage } from '../../engine/api/errors';
import { useEngine } from '../../engine/context';
import type { Offer, Swap } from '../../schemas/entities/swap';
import { AlertBox } from '../../ui/alert/AlertBox';
import { addCartItem } from '../../ui/cart/cart-api';
import { formatMoney } from '../../ui/format/money';
import { answerOffer } from './swap-queries';
import { swapTime } from './swap-time';

const STATE_LABELS: Record<Offer['state'], string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' };

/**
 * The swap's offers, oldest first, with amount, state and time; the party who did not make a pending
 * offer answers it (the seller a buyer's offer, the buyer a seller's counter-offer).
 * Once the seller accepts, the buyer buys at the offer: the item goes in their cart, which prices
 * it at the accepted amount (the server's rule), and the cart opens for checkout.
 */
export function OfferList({ swap, isSeller }: { swap: Swap; isSeller: boolean }) {
  const headingId = useId();
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const answer = useMutation({
    mutationFn: ({ offerId, state }: { offerId: number; state: 'accepted' | 'declined' }) => answerOffer(api, queryClient, swap.id, offerId, { offer: { state } }),
  });
  const buy = useMutation({
    mutationFn: (offer: Offer) => (viewer ? addCartItem(api, queryClient, viewer.uuid, swap.item.id, offer.item_variation_id) : Promise.reject(new Error('Log in to buy'))),
    onSuccess: () => navigate('/cart'),
  });
  if (swap.offers.length === 0) return null;
  const buyable = !isSeller && viewer !== null && !swap.order && swap.item.state === 'available';
  const error = answer.error ?? buy.error;
  return (
    <section className="ks-swap__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Offers</h2>
      {error ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(error)}
        </AlertBox>
      ) : null}
      <ol className="ks-swap__offers">
        {swap.offers.map((offer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            from={offer.seller_offer ? swap.seller.username : offer.buyer.username}
            canAnswer={offer.seller_offer !== isSeller && offer.state === 'pending' && swap.item.state === 'available'}
            canBuy={buyable && offer.state === 'accepted' && offer.amount !== null}
            busy={answer.isPending || buy.isPending}
            onAnswer={(state) => answer.mutate({ offerId: offer.id, state })}
            onBuy={() => buy.mutate(offer)}
          />
        ))}
      </ol>
    </section>
  );
}

interface OfferRowProps {
  offer: Offer;
  /** Who made the offer: the buyer, or the seller for a counter-offer. */
  from: string;
  canAnswer: boolean;
  canBuy: boolean;
  busy: boolean;
  onAnswer: (state: 'accepted' | 'declined') => void;
  onBuy: () => void;
}

function OfferRow({ offer, from, canAnswer, canBuy, busy, onAnswer, onBuy }: OfferRowProps) {
  const kind = offer.seller_offer ? 'Counter-offer' : 'Offer';
  const textId = useId();
  return (
    <li className="ks-swap__offer">
      <span id={textId}>
        <strong>{offer.amount === null ? `${kind} without an amount` : `${kind} of ${formatMoney(offer.amount)}`}</strong> from @{from} ·{' '}
        <time dateTime={offer.created_at}>{swapTime(offer.created_at)}</time>
      </span>
      <span className={`ks-swap__state ks-swap__state--${offer.state}`}>{STATE_LABELS[offer.state]}</span>
      {canAnswer ? (
        <span className="ks-swap__offer-actions">
          <button type="button" className="ks-swap__button ks-swap__button--primary" aria-describedby={textId} disabled={busy} onClick={() => onAnswer('accepted')}>
            Accept
          </button>
          <button type="button" className="ks-swap__button" aria-describedby={textId} disabled={busy} onClick={() => onAnswer('declined')}>
            Decline
          </button>
        </span>
      ) : null}
      {canBuy && offer.amount !== null ? (
        <span className="ks-swap__offer-actions">
          <button type="button" className="ks-swap__button ks-swap__button--primary" aria-describedby={textId} disabled={busy} onClick={onBuy}>
            Buy at {formatMoney(offer.amount)}
          </button>
        </span>
      ) : null}
    </li>
  );
}
