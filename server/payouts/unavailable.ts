import { ApiError } from '../http/api-error';
import type { PayoutProvider } from './provider';

/** 503 `payouts_unavailable`: no provider pays sellers here, and nothing was written. */
export const payoutsUnavailable = () =>
  new ApiError(503, [
    {
      message: 'Cash-outs are unavailable right now. Nothing was taken from your balance.',
      code: 'payouts_unavailable',
    },
  ]);

/**
 * Production without a payout provider: nothing can be paid out. `send` and `status` refuse too, so a cash-out that
 * forgot `requirePayouts` still fails (inside its transaction) instead of taking the balance.
 */
export function unavailablePayoutProvider(): PayoutProvider {
  return {
    name: 'unavailable',
    available: false,
    async send() {
      throw payoutsUnavailable();
    },
    async status() {
      throw payoutsUnavailable();
    },
  };
}

/** The first step of a cash-out, before its first write: 503 when payouts are unavailable. */
export function requirePayouts(provider: PayoutProvider): void {
  if (!provider.available) throw payoutsUnavailable();
}
