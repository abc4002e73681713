import { randomUUID } from 'node:crypto';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import type { PaymentGateway } from './gateway';

export { SANDBOX_NONCES };

/**
 * A payment gateway that moves no money: the approved test nonce is charged, the declined one is
 * refused as a card decline, anything else is an invalid nonce.
 */
export function sandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    available: true,
    async charge({ nonce }) {
      if (nonce === SANDBOX_NONCES.approved) return { ok: true, transactionId: `sandbox_${randomUUID()}` };
      if (nonce === SANDBOX_NONCES.declined)
        return { ok: false, reason: 'declined', message: 'Your payment was declined' };
      return { ok: false, reason: 'invalid_nonce', message: 'The payment method is not valid' };
    },
  };
}
