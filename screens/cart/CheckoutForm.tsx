import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError, displayedMessage } from '../../engine/api/errors';
import { useEngine } from '../../engine/context';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import { checkoutCart, refreshCart } from '../../ui/cart/cart-api';
import { formatMoney } from '../../ui/format/money';

/**
 * The sandbox gateway's test nonces: the payment form a real provider would render is stood in
 * for by two clearly labelled test cards. No money moves.
 */
export const SANDBOX_CARDS = [
  { nonce: SANDBOX_NONCES.approved, label: 'Sandbox test card — approved' },
  { nonce: SANDBOX_NONCES.declined, label: 'Sandbox test card — declined' },
] as const;

/**
 * Pays for the cart (POST /v1/users/{uuid}/cart/checkout) and opens My Purchases with the new
 * order. A refusal (declined card, an item sold meanwhile) is listed inline with the spec §8
 * message, and the cart is read again so a sold item shows as no longer available.
 */
export function CheckoutForm({ uuid, total }: { uuid: string; total: number }) {
  const { api } = useEngine();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const beta = new URLSearchParams(useSearch()).get('beta_checkout') === '1';
  const [nonce, setNonce] = useState<string>(SANDBOX_CARDS[0].nonce);

  const pay = useMutation({
    mutationFn: () => checkoutCart(api, queryClient, uuid, nonce, beta),
    onSuccess: ({ order }) => navigate(`/purchases?order=${order.id}`),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refreshCart(queryClient, uuid);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate();
  };

  return (
    <form onSubmit={onSubmit} aria-label="Payment">
      {beta ? <p className="ks-cart__beta">Beta checkout</p> : null}
      <fieldset className="ks-cart__payment">
        <legend>Payment (sandbox: no money moves)</legend>
        {SANDBOX_CARDS.map((card) => (
          <label key={card.nonce}>
            <input type="radio" name="nonce" value={card.nonce} checked={nonce === card.nonce} onChange={() => setNonce(card.nonce)} />
            {card.label}
          </label>
        ))}
      </fieldset>
      {pay.error ? (
        <ul className="ks-cart-errors" role="alert">
          <li>{displayedMessage(pay.error)}</li>
        </ul>
      ) : null}
      <button type="submit" className="ks-cart-button ks-cart-button--primary" disabled={pay.isPending}>
        {pay.isPending ? 'Paying…' : `Pay ${formatMoney(total)}`}
      </button>
    </form>
  );
}
