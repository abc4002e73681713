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

/** Money back to the card of an earlier charge: part or all of it, in USD. */
export interface RefundRequest {
  /** The charge's `transactionId` (orders.payment_transaction_id). */
  transactionId: string;
  amount: number;
  /** Our reference for the refund ('swap-12', 'swap-12-partial'), kept by the provider. */
  reference: string;
}

export type RefundResult =
  | { ok: true; refundId: string }
  /** `unknown_transaction`: the provider has no such charge; `declined`: it refused (more than was charged…). */
  | { ok: false; reason: 'unknown_transaction' | 'declined'; message: string };

/**
 * The payment provider behind every paid action (checkout and refunds now; bump packs, gift cards, Pro later).
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
  /** Pays `amount` of a charge back to the buyer's card (a refund of a swap). */
  refund(request: RefundRequest): Promise<RefundResult>;
}
