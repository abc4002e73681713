import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { displayedMessage, useEngine } from '../../engine';
import type { Offer, Swap } from '../../schemas/entities/swap';
import { AlertBox } from '../../ui/alert/AlertBox';
import { formatDateTime } from '../../ui/format/dates';
import { formatMoney } from '../../ui/format/money';
import { OfferAmountForm } from './OfferAmountForm';
import { answerOffer, counterOffer, makeOffer } from './swap-queries';

const STATE_LABELS: Record<Offer['state'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  outbid: 'Outbid',
  expired: 'Expired',
};

/** The states of a buyer's last offer after which they may make a new one (no live offer left). */
const CLOSED_BY_OTHERS: Offer['state'][] = ['declined', 'expired', 'outbid'];

/** What the amount form is open for: countering a pending offer, or a new offer after a decline. */
type Composing = Offer | 'new';

/**
 * The swap's offers, oldest first, with amount, state and time; the party who did not make a pending
 * offer answers it (the seller a buyer's offer, the buyer a seller's counter-offer): Accept, Decline,
 * or Counter with an amount of their own. After a declined, expired or outbid offer the buyer may make a
 * new one. Once an offer is accepted the buyer pays it from the swap's Payment part
 * (lifecycle/PaymentStatus.tsx).
 */
export function OfferList({ swap, isSeller }: { swap: Swap; isSeller: boolean }) {
  const headingId = useId();
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [composing, setComposing] = useState<Composing | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const answer = useMutation({
    mutationFn: ({ offerId, state }: { offerId: number; state: 'accepted' | 'declined' }) =>
      answerOffer(api, queryClient, swap.id, offerId, { offer: { state } }),
  });
  // Cancel gives the focus back to the button that opened the form; a sent amount moves it to the status line.
  useEffect(() => {
    if (composing !== null) return;
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, [composing]);
  useEffect(() => {
    if (sent) status.current?.focus();
  }, [sent]);

  if (swap.offers.length === 0) return null;
  const open = !swap.order && swap.item.state === 'available';
  const latest = swap.offers.at(-1)!;
  // An ended auction takes no new offer (the server refuses it), so none is offered.
  const canOfferAnew =
    !isSeller &&
    open &&
    swap.auction?.ended !== true &&
    swap.stage === 'open' &&
    CLOSED_BY_OTHERS.includes(latest.state) &&
    !swap.offers.some((offer) => offer.state === 'pending');
  const counterparty = isSeller ? swap.buyer.username : swap.seller.username;
  const error = answer.error;

  // The opening button toggles the form (aria-expanded).
  const start = (target: Composing) => (event: MouseEvent<HTMLElement>) => {
    returnFocus.current = event.currentTarget;
    if (composing === target) return setComposing(null);
    setSent(null);
    answer.reset();
    setComposing(target);
  };
  const close = (target: Composing) => (amount: number | null) => {
    if (amount !== null) {
      returnFocus.current = null;
      setSent(`${target === 'new' ? 'Offer' : 'Counter-offer'} of ${formatMoney(amount)} sent to @${counterparty}.`);
    }
    setComposing(null);
  };
  const send = (target: Composing) => (amount: number) =>
    isSeller && target !== 'new'
      ? counterOffer(api, queryClient, swap.id, target.id, { offer: { amount } })
      : makeOffer(api, queryClient, {
          swap: {
            item_id: swap.item.id,
            offer: { amount, item_variation_id: (target === 'new' ? latest : target).item_variation_id },
          },
        });
  const formFor = (target: Composing) => (
    <OfferAmountForm
      title={
        target === 'new'
          ? 'Make a new offer'
          : `Counter @${isSeller ? target.buyer.username : swap.seller.username}'s ${target.seller_offer ? 'counter-offer' : 'offer'}`
      }
      label={target === 'new' ? 'Your new offer (USD)' : 'Counter-offer (USD)'}
      limits={{ price: swap.item.price, answered: target === 'new' ? null : target.amount }}
      send={send(target)}
      onClose={close(target)}
    />
  );

  return (
    <section className="ks-swap__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Offers</h2>
      {error ? (
        <AlertBox kind="error" role="alert">
          {displayedMessage(error)}
        </AlertBox>
      ) : null}
      <ol className="ks-swap__offers">
        {swap.offers.map((offer) => {
          const canAnswer =
            offer.seller_offer !== isSeller && offer.state === 'pending' && swap.item.state === 'available';
          return (
            <OfferRow
              key={offer.id}
              offer={offer}
              from={offer.seller_offer ? swap.seller.username : offer.buyer.username}
              canAnswer={canAnswer}
              canCounter={canAnswer && open}
              countering={composing === offer}
              busy={answer.isPending || composing === offer}
              onAnswer={(state) => answer.mutate({ offerId: offer.id, state })}
              onCounter={start(offer)}
              form={composing === offer ? formFor(offer) : null}
            />
          );
        })}
      </ol>
      {canOfferAnew ? (
        <div className="ks-swap__new-offer">
          <button type="button" className="ks-button" aria-expanded={composing === 'new'} onClick={start('new')}>
            Make a new offer
          </button>
          {composing === 'new' ? formFor('new') : null}
        </div>
      ) : null}
      {sent ? (
        <p ref={status} className="ks-swap__sent" role="status" tabIndex={-1}>
          {sent}
        </p>
      ) : null}
    </section>
  );
}

interface OfferRowProps {
  offer: Offer;
  /** Who made the offer: the buyer, or the seller for a counter-offer. */
  from: string;
  canAnswer: boolean;
  canCounter: boolean;
  /** The amount form for this offer is open. */
  countering: boolean;
  busy: boolean;
  onAnswer: (state: 'accepted' | 'declined') => void;
  onCounter: (event: MouseEvent<HTMLElement>) => void;
  form: ReactNode;
}

function OfferRow({ offer, from, canAnswer, canCounter, countering, busy, onAnswer, onCounter, form }: OfferRowProps) {
  // The buyer answering a counter-offer makes one too (the server sets counter_offer).
  const kind = offer.seller_offer || offer.counter_offer ? 'Counter-offer' : 'Offer';
  const textId = useId();
  return (
    <li className="ks-swap__offer">
      <span id={textId}>
        <strong>
          {offer.amount === null ? `${kind} without an amount` : `${kind} of ${formatMoney(offer.amount)}`}
        </strong>{' '}
        from @{from} · <time dateTime={offer.created_at}>{formatDateTime(offer.created_at)}</time>
      </span>
      <span className={`ks-swap__state ks-swap__state--${offer.state}`}>{STATE_LABELS[offer.state]}</span>
      {canAnswer ? (
        <span className="ks-swap__offer-actions">
          <button
            type="button"
            className="ks-button ks-button--primary"
            aria-describedby={textId}
            disabled={busy}
            onClick={() => onAnswer('accepted')}
          >
            Accept
          </button>
          <button
            type="button"
            className="ks-button"
            aria-describedby={textId}
            disabled={busy}
            onClick={() => onAnswer('declined')}
          >
            Decline
          </button>
          {canCounter ? (
            <button
              type="button"
              className="ks-button"
              aria-describedby={textId}
              aria-expanded={countering}
              disabled={busy && !countering}
              onClick={onCounter}
            >
              Counter
            </button>
          ) : null}
        </span>
      ) : null}
      {form}
    </li>
  );
}
