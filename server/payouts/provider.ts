/** Where a payout goes: the seller's bank account as it was when the cash-out was asked for. */
export interface PayoutDestination {
  holderName: string | null;
  routingNumber: string;
  accountNumber: string;
}

/** A transfer of `amountCents` to the seller's bank. */
export interface PayoutRequest {
  /** Our reference for the transfer (`payout-{id}`): the provider's idempotency key (sent again: one transfer). */
  reference: string;
  amountCents: number;
  currency: 'USD';
  destination: PayoutDestination;
}

export type PayoutSubmission =
  /** Accepted: the provider's id for the transfer, which `status` is asked with. */
  | { ok: true; providerReference: string }
  /** Refused at once (the bank account is closed, the amount is refused…): no money moved. */
  | { ok: false; message: string };

/** Where an accepted transfer stands: still on its way, in the seller's bank, or returned (no money moved). */
export type PayoutStatus = { state: 'pending' } | { state: 'paid' } | { state: 'failed'; message: string };

/**
 * The provider that moves money from the platform to a seller's bank (server/payouts/README.md). The API talks to
 * this interface only, and gets it from `payoutProviderFromEnvironment`: the sandbox (./sandbox.ts) outside
 * production, and in production without a provider the unavailable one (./unavailable.ts), which a cash-out meets
 * through `requirePayouts` before any write.
 *
 * `send` may also throw (a time-out): the transfer's fate is then unknown, and the payout stays pending until the
 * job sends it again with the same reference, which a real provider answers with the first transfer.
 */
export interface PayoutProvider {
  /** Its name, stored with each payout ('sandbox'): the job asks only the provider a payout was sent with. */
  readonly name: string;
  /** False when no provider is configured: every cash-out answers 503 and writes nothing. */
  readonly available: boolean;
  send(request: PayoutRequest): Promise<PayoutSubmission>;
  status(providerReference: string): Promise<PayoutStatus>;
}
