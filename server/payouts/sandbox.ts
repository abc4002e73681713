import type { PayoutProvider } from './provider';

/**
 * The sandbox's test bank accounts (server/payouts/README.md 'The sandbox'), after Stripe's test account numbers: a
 * transfer to {@link SANDBOX_BANK_ACCOUNTS.refused} is refused when sent (the money goes straight back to
 * Available), one to {@link SANDBOX_BANK_ACCOUNTS.returned} is accepted and then returned by the bank (the job finds
 * it failed). Any other account is paid by the job's next run. The trigger is the account, not the amount, so no
 * seller's balance fails by the cents it happens to end in.
 */
export const SANDBOX_BANK_ACCOUNTS = {
  paid: '000123456789',
  refused: '000111111113',
  returned: '000111111116',
} as const;

export const SANDBOX_REFUSED_MESSAGE = 'Your bank refused this transfer: the account is closed.';
export const SANDBOX_RETURNED_MESSAGE = 'Your bank returned this transfer: no account has this number.';

const PREFIX = 'sandbox_payout_';
const RETURNED = 'sandbox_payout_returned_';

/**
 * A payout provider that moves no money. Stateless, so every process answers alike: the provider's reference is
 * derived from ours (sending the same reference twice is one transfer) and says how the transfer ends.
 */
export function sandboxPayoutProvider(): PayoutProvider {
  return {
    name: 'sandbox',
    available: true,
    async send({ reference, destination }) {
      if (destination.accountNumber === SANDBOX_BANK_ACCOUNTS.refused)
        return { ok: false, message: SANDBOX_REFUSED_MESSAGE };
      const returned = destination.accountNumber === SANDBOX_BANK_ACCOUNTS.returned;
      return { ok: true, providerReference: `${returned ? RETURNED : PREFIX}${reference}` };
    },
    async status(providerReference) {
      if (providerReference.startsWith(RETURNED)) return { state: 'failed', message: SANDBOX_RETURNED_MESSAGE };
      if (providerReference.startsWith(PREFIX)) return { state: 'paid' };
      // Not one of ours: never guess (a failure would pay the money back while the bank may have it).
      return { state: 'pending' };
    },
  };
}
