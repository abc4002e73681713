import { ApiError } from '../http/api-error';
import { reservedError } from '../swaps/holds';
import { purchaseInProgressError } from '../swaps/rounds';
import { sellerOnVacationError } from '../vacations/vacations';

/**
 * Shipping per bought unit, in USD, before the seller's shipping discount. The spec gives no rates:
 * one flat domestic rate (the buyer pays postage, domain.md), lowered by the item's
 * shipping_discount_amount and never below 0.
 */
export const SHIPPING_RATE_USD = 12;

/** What decides whether a user may buy one unit of an item (and variation). */
export interface BuyFacts {
  state: string;
  quantity: number;
  auction: boolean;
  /** Whether the seller accepted an offer of this buyer's on it (the auction's winner, or a negotiated price). */
  accepted_offer: boolean;
  seller_id: number;
  /** Another buyer's accepted offer or won auction holds the item (server/swaps/holds.ts). */
  held_for_other: boolean;
  has_variations: boolean;
  /** The buyer's earlier purchase of the item is paid but not final yet (swaps/rounds.ts). */
  purchase_in_progress?: boolean;
  /** The seller is on vacation (migration 127): nothing of theirs is bought meanwhile. */
  seller_away?: boolean;
  /** The chosen variation as stored: null when none was chosen or it is not the item's. */
  variation: { quantity: number } | null;
}

/** The shipping of one unit of an item. */
export function unitShipping(shippingDiscount: number): number {
  return Math.max(0, SHIPPING_RATE_USD * 100 - Math.round(shippingDiscount * 100)) / 100;
}

/** Adds amounts in USD without floating-point drift (to the cent). */
export function sumUsd(amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}

/**
 * Why a user may not put one unit in the cart or buy it, as the API error to answer, or null when
 * they may (spec §4.1, §6): their own item, an item no longer available, an item held for another
 * buyer's accepted offer (409, server/swaps/holds.ts), an auction (offers only, until the seller
 * accepts the buyer's: the winner pays that amount, domain.md), a missing or unknown variation, a
 * sold-out variation, a seller on vacation (409), the buyer's earlier purchase of it not final yet (409
 * `purchase_in_progress`).
 */
export function buyRefusal(facts: BuyFacts, userId: number, variationId: number | null | undefined): ApiError | null {
  const field = 'cart.cart_item.item_variation_id';
  if (facts.seller_id === userId)
    return new ApiError(422, [{ message: 'You cannot buy your own item', code: 'own_item' }]);
  if (facts.state !== 'available' || facts.quantity < 1) {
    return new ApiError(409, [{ message: 'This item is no longer available', code: 'unavailable' }]);
  }
  if (facts.seller_away) return sellerOnVacationError();
  if (facts.held_for_other) return reservedError();
  if (facts.purchase_in_progress) return purchaseInProgressError();
  if (facts.auction && !facts.accepted_offer)
    return new ApiError(422, [{ message: 'Auction items are bought by making an offer', code: 'auction' }]);
  if (variationId == null) {
    return facts.has_variations ? new ApiError(400, [{ message: 'Choose an option', code: 'invalid', field }]) : null;
  }
  if (!facts.variation)
    return new ApiError(400, [{ message: 'This option does not exist for the item', code: 'invalid', field }]);
  if (facts.variation.quantity < 1)
    return new ApiError(409, [{ message: 'This option is sold out', code: 'unavailable', field }]);
  return null;
}

/**
 * SQL for what a buyer pays for one unit of an item (and variation): the amount of the newest offer
 * of theirs the seller accepted, while that swap has no order yet and its payment window is open,
 * else null (the item's price).
 * `buyer`, `item` and `variation` are SQL expressions (a parameter or a column). The cart shows this
 * price and the checkout charges it, so both read it from here.
 */
export function acceptedOfferAmountSql(buyer: string, item: string, variation: string): string {
  return `(SELECT o.amount FROM offers o JOIN swaps s ON s.id = o.swap_id
    WHERE s.buyer_id = ${buyer} AND s.item_id = ${item} AND s.order_id IS NULL AND o.state = 'accepted' AND o.amount IS NOT NULL
      AND (o.expires_at IS NULL OR o.expires_at > ks_now())
      AND o.item_variation_id IS NOT DISTINCT FROM ${variation}
    ORDER BY o.created_at DESC, o.id DESC LIMIT 1)`;
}
