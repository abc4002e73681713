import { ApiError } from '../http/api-error';
import type { PaymentGateway } from './gateway';

/** 503 `payments_unavailable`: no payment provider takes money here, and nothing was written. */
export const paymentsUnavailable = () =>
  new ApiError(503, [
    { message: 'Payments are unavailable right now. Nothing was charged.', code: 'payments_unavailable' },
  ]);

/**
 * Production without a payment provider: nothing can be paid or refunded. `charge` and `refund` refuse too, so a paid
 * action that forgot `requirePayments` still fails (inside its transaction) instead of selling.
 */
export function unavailableGateway(): PaymentGateway {
  return {
    name: 'unavailable',
    available: false,
    async charge() {
      throw paymentsUnavailable();
    },
    async refund() {
      throw paymentsUnavailable();
    },
    async vaultCard() {
      throw paymentsUnavailable();
    },
    async forgetCard() {
      throw paymentsUnavailable();
    },
  };
}

/** The first step of every paid action, before its first write: 503 when payments are unavailable. */
export function requirePayments(gateway: PaymentGateway): void {
  if (!gateway.available) throw paymentsUnavailable();
}
