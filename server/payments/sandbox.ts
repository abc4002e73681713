import { randomUUID } from 'node:crypto';
import { SANDBOX_NONCES } from '../../schemas/requests/cart';
import type { PaymentGateway } from './gateway';

export { SANDBOX_NONCES };

/**
 * A payment gateway that moves no money: the approved test nonce is charged, the declined one is
 * refused as a card decline, anything else is an invalid nonce. A refund of one of its charges (or of a
 * seeded order's, `seed-…`) is granted; of any other transaction id refused as unknown.
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
    async refund({ transactionId, amount }) {
      if (!transactionId.startsWith('sandbox_') && !transactionId.startsWith('seed-'))
        return { ok: false, reason: 'unknown_transaction', message: 'The payment to refund was not found' };
      if (!(amount > 0)) return { ok: false, reason: 'declined', message: 'A refund must be more than $0.00' };
      return { ok: true, refundId: `sandbox_refund_${randomUUID()}` };
    },
  };
}
