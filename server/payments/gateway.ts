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
 * The payment provider behind every paid action (checkout now; bump packs, gift cards, Pro later).
 * The API talks to this interface only, and gets it from `paymentGatewayFromEnvironment`: the
 * sandbox (./sandbox.ts) outside production, and in production without a provider the unavailable
 * gateway (./unavailable.ts), which a paid action meets through `requirePayments` before any write.
 */
export interface PaymentGateway {
  /** Its name, stored with each order ('sandbox'). */
  readonly name: string;
  /** False when no provider is configured: every paid action answers 503 and writes nothing. */
  readonly available: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
