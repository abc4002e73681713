/**
 * What a charge is paid with: the nonce a payment form just produced, or the token of a card the vault keeps (a
 * saved card, payment_methods.token).
 */
export type ChargeSource = { nonce: string; token?: undefined } | { token: string; nonce?: undefined };

/** A charge for an order: the nonce (or saved card's token) and the amount in USD. */
export type ChargeRequest = ChargeSource & {
  amount: number;
  currency: 'USD';
  /** Our reference for the charge (the buyer and cart), kept by the provider. */
  reference: string;
};

export type ChargeResult =
  | { ok: true; transactionId: string }
  /** `declined`: the card was refused; `invalid_nonce`: the nonce is unknown, used or malformed. */
  | { ok: false; reason: 'declined' | 'invalid_nonce'; message: string };

/** A card the vault keeps: the token to charge later, and what a person recognises it by. Never its number. */
export interface VaultedCard {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export type VaultResult =
  | { ok: true; card: VaultedCard }
  /** `invalid_nonce`: the nonce is unknown, used or malformed. */
  | { ok: false; reason: 'invalid_nonce'; message: string };

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
  /** Keeps the card a payment form's nonce stands for (a saved card, My Payment Methods); its token charges later. */
  vaultCard(nonce: string): Promise<VaultResult>;
  /** Lets go of a vaulted card (a saved card removed): it can no longer be charged. */
  forgetCard(token: string): Promise<void>;
}
