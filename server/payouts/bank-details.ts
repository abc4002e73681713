import type { FieldCipher } from '../config/field-encryption';
import type { SealedBankField as BankField } from '../seller-accounts/seller-accounts';
import type { PayoutDestination } from './provider';

/** The context of a payout's own copy of the numbers (migration 161): it opens for that payout only. */
export const payoutBankContext = (payoutId: number, field: BankField) => `payout:${payoutId}:${field}`;

/** Sealed numbers as a seller account or a payout row keeps them. */
export interface SealedBank {
  bank_holder_name: string | null;
  bank_routing_sealed: string;
  bank_account_sealed: string;
}

/** The destination the sealed numbers stand for; throws when they do not open for `context` (altered, other key). */
export function openBank(
  cipher: FieldCipher,
  sealed: SealedBank,
  context: (field: BankField) => string,
): PayoutDestination {
  return {
    holderName: sealed.bank_holder_name,
    routingNumber: cipher.open(sealed.bank_routing_sealed, context('routing_number')),
    accountNumber: cipher.open(sealed.bank_account_sealed, context('account_number')),
  };
}

/** The destination sealed for `context` (a payout's snapshot). */
export function sealBank(
  cipher: FieldCipher,
  destination: PayoutDestination,
  context: (field: BankField) => string,
): SealedBank {
  return {
    bank_holder_name: destination.holderName,
    bank_routing_sealed: cipher.seal(destination.routingNumber, context('routing_number')),
    bank_account_sealed: cipher.seal(destination.accountNumber, context('account_number')),
  };
}
