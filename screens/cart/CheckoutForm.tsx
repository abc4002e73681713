import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError, displayedMessage, useEngine } from '../../engine';
import type { PaymentProvider } from '../../schemas/entities/chrome';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import { AlertBox } from '../../ui/alert/AlertBox';
import { checkoutCart, refreshCart } from '../../ui/cart/cart-api';
import { formatMoney } from '../../ui/format/money';
import { siteConfigurationQuery } from '../../ui/site-configuration/site-configuration-query';

/**
 * The sandbox gateway's test nonces: the payment form a real provider would render is stood in
 * for by two clearly labelled test cards. No money moves.
 */
export const SANDBOX_CARDS = [
  { nonce: SANDBOX_NONCES.approved, label: 'Sandbox test card — approved' },
  { nonce: SANDBOX_NONCES.declined, label: 'Sandbox test card — declined' },
] as const;

export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now. Nothing can be charged; your cart is kept.';

interface PaymentFieldsProps {
  nonce: string;
  onNonce: (nonce: string) => void;
}

/** The payment fields of each provider the site configuration can name: a new provider needs its form here. */
const PAYMENT_FIELDS: Record<PaymentProvider, (props: PaymentFieldsProps) => ReactNode> = {
  sandbox: ({ nonce, onNonce }) => (
    <fieldset className="ks-cart__payment">
      <legend>Payment (sandbox: no money moves)</legend>
      {SANDBOX_CARDS.map((card) => (
        <label key={card.nonce}>
          <input
            type="radio"
            name="nonce"
            value={card.nonce}
            checked={nonce === card.nonce}
            onChange={() => onNonce(card.nonce)}
          />
          {card.label}
        </label>
      ))}
    </fieldset>
  ),
};

/**
 * Pays for the cart (POST /v1/users/{uuid}/cart/checkout) and opens My Purchases with the new
 * order. The site configuration's `payment_provider` picks the payment fields before anything is
 * pressed: none, a notice and no Pay when payments are unavailable (production without a
 * provider), and Pay waits while it loads. A refusal (declined card, an item sold meanwhile, the
 * server's 503 payments_unavailable) is listed inline with the spec §8 message, and the cart is
 * read again so a sold item shows as no longer available.
 */
export function CheckoutForm({ uuid, total }: { uuid: string; total: number }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const beta = new URLSearchParams(useSearch()).get('beta_checkout') === '1';
  const [nonce, setNonce] = useState<string>(SANDBOX_CARDS[0].nonce);
  const site = useQuery(siteConfigurationQuery(api));
  /** Undefined while the configuration loads or when it failed; null when nothing takes payments. */
  const provider = site.data?.payment_provider;
  const PaymentFields = provider ? PAYMENT_FIELDS[provider] : null;

  const pay = useMutation({
    mutationFn: () => checkoutCart(api, queryClient, uuid, nonce, beta),
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
      {PaymentFields ? <PaymentFields nonce={nonce} onNonce={setNonce} /> : null}
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
      <button type="submit" className="ks-button ks-button--primary" disabled={!PaymentFields || pay.isPending}>
        {pay.isPending ? 'Paying…' : `Pay ${formatMoney(total)}`}
      </button>
    </form>
  );
}
