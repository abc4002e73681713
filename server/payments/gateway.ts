/** A charge for an order: the nonce the payment form produced and the amount in USD. */
export interface ChargeRequest {
  nonce: string;
  amount: number;
  currency: 'USD';
  /** Our reference for the charge (the buyer and cart), kept by the provider. */
  reference: string;
}

export type ChargeResult =
  | { ok: true; transactionId: string }
  /** `declined`: the card was refused; `invalid_nonce`: the nonce is unknown, used or malformed. */
  | { ok: false; reason: 'declined' | 'invalid_nonce'; message: string };

/**
 * The payment provider behind checkout. The API talks to this interface only; the sandbox
 * (./sandbox.ts) stands in for the real provider here and in tests.
 */
export interface PaymentGateway {
  /** Its name, stored with each order ('sandbox'). */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
