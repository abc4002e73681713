import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError, displayedMessage, useEngine } from '../../engine';
import { addressesQuery } from '../../ui/addresses/addresses-queries';
import { AlertBox } from '../../ui/alert/AlertBox';
import { checkoutCart, refreshCart } from '../../ui/cart/cart-queries';
import { formatMoney } from '../../ui/format/money';
import { DEFAULT_NONCE, PAYMENT_FIELDS } from '../../ui/payment/PaymentFields';
import { savedCardLabel, savedCardsQuery } from '../../ui/payment/saved-cards-queries';
import { siteConfigurationQuery } from '../../ui/site-configuration/site-configuration-queries';
import { ShipTo } from './ShipTo';

export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now. Nothing can be charged; your cart is kept.';

/**
 * Pays for the cart (POST /v1/users/{uuid}/cart/checkout) and opens My Purchases with the new
 * order. The site configuration's `payment_provider` picks the payment fields before anything is
 * pressed: none, a notice and no Pay when payments are unavailable (production without a
 * provider), and Pay waits while it loads. A refusal (declined card, an item sold meanwhile, the
 * server's 503 payments_unavailable) is listed inline with the spec §8 message, and the cart is
 * read again so a sold item shows as no longer available. The default shipping address shows above (Pay waits for
 * one), and the buyer's saved cards are offered before a new card, the default one chosen.
 */
export function CheckoutForm({ uuid, total }: { uuid: string; total: number }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const beta = new URLSearchParams(useSearch()).get('beta_checkout') === '1';
  const [nonce, setNonce] = useState(DEFAULT_NONCE);
  const addresses = useQuery(addressesQuery(api, uuid));
  const savedCards = useQuery(savedCardsQuery(api, uuid));
  /** The saved card chosen (its id), or null for a new card; undefined until the buyer chooses: the default card. */
  const [chosenCard, setChosenCard] = useState<number | null>();
  const cards = savedCards.data ?? [];
  // A chosen card no longer saved (removed in another tab) falls back to the default.
  const chosen = chosenCard === null || cards.some((card) => card.id === chosenCard) ? chosenCard : undefined;
  const cardId = chosen === undefined ? (cards.find((card) => card.is_default)?.id ?? null) : chosen;
  const noAddress = addresses.isSuccess && !addresses.data.some((address) => address.ship_to);
  const site = useQuery(siteConfigurationQuery(api));
  /** Undefined while the configuration loads or when it failed; null when nothing takes payments. */
  const provider = site.data?.payment_provider;
  const PaymentFields = provider ? PAYMENT_FIELDS[provider] : null;

  const pay = useMutation({
    mutationFn: () =>
      checkoutCart(api, queryClient, uuid, cardId === null ? { nonce } : { payment_method_id: cardId }, beta),
    onSuccess: ({ order }) => navigate(`/purchases?order=${order.id}`),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refreshCart(queryClient, uuid);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (PaymentFields) pay.mutate();
  };

  return (
    <form onSubmit={onSubmit} aria-label="Payment">
      {beta ? <p className="ks-cart__beta">Beta checkout</p> : null}
      <ShipTo addresses={addresses} />
      {PaymentFields && cards.length > 0 ? (
        <fieldset className="ks-cart__payment">
          <legend>Pay with</legend>
          {cards.map((card) => (
            <label key={card.id}>
              <input
                type="radio"
                name="payment_method"
                checked={cardId === card.id}
                onChange={() => setChosenCard(card.id)}
              />
              {savedCardLabel(card)}
            </label>
          ))}
          <label>
            <input type="radio" name="payment_method" checked={cardId === null} onChange={() => setChosenCard(null)} />A
            new card
          </label>
        </fieldset>
      ) : null}
      {PaymentFields && cardId === null ? (
        <PaymentFields nonce={nonce} onNonce={setNonce} className="ks-cart__payment" />
      ) : null}
      {provider === null ? <AlertBox kind="warning">{PAYMENTS_UNAVAILABLE}</AlertBox> : null}
      {site.isError ? (
        <AlertBox kind="error" role="alert" action={{ label: 'Try again', onClick: () => void site.refetch() }}>
          The payment options could not be loaded. {displayedMessage(site.error)}
        </AlertBox>
      ) : null}
      {pay.error ? (
        <ul className="ks-cart-errors" role="alert">
          <li>{displayedMessage(pay.error)}</li>
        </ul>
      ) : null}
      <button
        type="submit"
        className="ks-button ks-button--primary"
        disabled={!PaymentFields || noAddress || pay.isPending}
      >
        {pay.isPending ? 'Paying…' : `Pay ${formatMoney(total)}`}
      </button>
    </form>
  );
}
