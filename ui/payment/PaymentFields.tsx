import type { ReactNode } from 'react';
import type { PaymentProvider } from '../../schemas/entities/chrome';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';

/**
 * The sandbox gateway's test nonces: the payment form a real provider would render is stood in
 * for by two clearly labelled test cards. No money moves.
 */
export const SANDBOX_CARDS = [
  { nonce: SANDBOX_NONCES.approved, label: 'Sandbox test card — approved' },
  { nonce: SANDBOX_NONCES.declined, label: 'Sandbox test card — declined' },
] as const;

/** The nonce a payment form starts with. */
export const DEFAULT_NONCE: string = SANDBOX_CARDS[0].nonce;

export interface PaymentFieldsProps {
  nonce: string;
  onNonce: (nonce: string) => void;
  /** Extra class on the fieldset, for the form's own spacing. */
  className?: string;
}

/**
 * The payment fields of each provider the site configuration can name (`payment_provider`): a new
 * provider needs its form here. The cart's checkout and the bump purchase both draw them.
 */
export const PAYMENT_FIELDS: Record<PaymentProvider, (props: PaymentFieldsProps) => ReactNode> = {
  sandbox: ({ nonce, onNonce, className }) => (
    <fieldset className={className}>
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
