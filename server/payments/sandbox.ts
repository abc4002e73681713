import { randomUUID } from 'node:crypto';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import type { PaymentGateway } from './gateway';

export { SANDBOX_NONCES };

/** The cards the sandbox's vault keeps for its test nonces (the test cards' brand and last digits). */
const SANDBOX_VAULT = {
  [SANDBOX_NONCES.approved]: { kind: 'approved', brand: 'Visa', last4: '1111' },
  [SANDBOX_NONCES.declined]: { kind: 'declined', brand: 'Visa', last4: '1115' },
} as const;

/** A sandbox-vaulted card's token says how it is charged: `sandbox_card_approved_…` or `sandbox_card_declined_…`. */
const vaultedKind = (token: string) => /^sandbox_card_(approved|declined)_/.exec(token)?.[1];

/**
 * A payment gateway that moves no money: the approved test nonce is charged, the declined one is
 * refused as a card decline, anything else is an invalid nonce. A refund of one of its charges (or of a
 * seeded order's, `seed-…`) is granted; of any other transaction id refused as unknown. Its vault keeps either
 * test card (expiring in December three years on) as a token charged the way the card's nonce is.
 */
export function sandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    available: true,
    async charge({ nonce, token }) {
      if (token !== undefined) {
        const kind = vaultedKind(token);
        if (kind === 'approved') return { ok: true, transactionId: `sandbox_${randomUUID()}` };
        if (kind === 'declined') return { ok: false, reason: 'declined', message: 'Your payment was declined' };
        return { ok: false, reason: 'invalid_nonce', message: 'The saved card is not valid' };
      }
      if (nonce === SANDBOX_NONCES.approved) return { ok: true, transactionId: `sandbox_${randomUUID()}` };
      if (nonce === SANDBOX_NONCES.declined)
        return { ok: false, reason: 'declined', message: 'Your payment was declined' };
      return { ok: false, reason: 'invalid_nonce', message: 'The payment method is not valid' };
    },
    async refund({ transactionId, amount }) {
      if (!transactionId.startsWith('sandbox_') && !transactionId.startsWith('seed-'))
        return { ok: false, reason: 'unknown_transaction', message: 'The payment to refund was not found' };
      if (!(amount > 0)) return { ok: false, reason: 'declined', message: 'A refund must be more than $0.00' };
      return { ok: true, refundId: `sandbox_refund_${randomUUID()}` };
    },
    async vaultCard(nonce) {
      const card = Object.hasOwn(SANDBOX_VAULT, nonce) ? SANDBOX_VAULT[nonce as keyof typeof SANDBOX_VAULT] : null;
      if (!card) return { ok: false, reason: 'invalid_nonce', message: 'The payment method is not valid' };
      return {
        ok: true,
        card: {
          token: `sandbox_card_${card.kind}_${randomUUID()}`,
          brand: card.brand,
          last4: card.last4,
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 3,
        },
      };
    },
    async forgetCard() {},
  };
}
