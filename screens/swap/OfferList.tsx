import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { displayedMessage } from '../../engine/api/errors';
import { useEngine } from '../../engine/context';
import type { Offer, Swap } from '../../schemas/entities/swap';
import { AlertBox } from '../../ui/alert/AlertBox';
import { formatMoney } from '../../ui/format/money';
import { answerOffer } from './swap-queries';
import { swapTime } from './swap-time';

const STATE_LABELS: Record<Offer['state'], string> = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' };

/** The swap's offers, oldest first, with amount, state and time; the seller answers a pending one. */
export function OfferList({ swap, isSeller }: { swap: Swap; isSeller: boolean }) {
  const headingId = useId();
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: ({ offerId, state }: { offerId: number; state: 'accepted' | 'declined' }) => answerOffer(api, queryClient, swap.id, offerId, { offer: { state } }),
  });
  if (swap.offers.length === 0) return null;
  return (
    <section className="ks-swap__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Offers</h2>
      {answer.error ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(answer.error)}
        </AlertBox>
      ) : null}
      <ol className="ks-swap__offers">
        {swap.offers.map((offer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            canAnswer={isSeller && offer.state === 'pending' && swap.item.state === 'available'}
            busy={answer.isPending}
            onAnswer={(state) => answer.mutate({ offerId: offer.id, state })}
          />
        ))}
      </ol>
    </section>
  );
}

function OfferRow({ offer, canAnswer, busy, onAnswer }: { offer: Offer; canAnswer: boolean; busy: boolean; onAnswer: (state: 'accepted' | 'declined') => void }) {
  const textId = useId();
  return (
    <li className="ks-swap__offer">
      <span id={textId}>
        <strong>{offer.amount === null ? 'Offer without an amount' : `Offer of ${formatMoney(offer.amount)}`}</strong> from @{offer.buyer.username} ·{' '}
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
    </li>
  );
}
