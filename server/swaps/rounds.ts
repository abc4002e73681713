import { ApiError } from '../http/api-error';

/**
 * One swap per item and buyer is the conversation (spec §1); each purchase of it is a round, its order
 * (server/swaps/README.md 'A swap bought again'). A swap whose purchase is paid but not final or refunded
 * cannot be bought again (checkout, the cart, an offer, accepting one): the new purchase would
 * overwrite the one the seller is shipping and the buyer may still dispute.
 */
export const PURCHASE_IN_PROGRESS_STAGES = ['paid', 'label_printed', 'shipped', 'delivered', 'disputed'] as const;

/** SQL: the stage column `stage` is of a purchase in progress. */
export const purchaseInProgressSql = (stage: string) =>
  `${stage} IN (${PURCHASE_IN_PROGRESS_STAGES.map((name) => `'${name}'`).join(', ')})`;

/** SQL: buyer `buyer`'s swap about item `item` (SQL expressions) has a purchase in progress. */
export const buyerPurchaseInProgressSql = (item: string, buyer: string) =>
  `EXISTS (SELECT 1 FROM swaps ps WHERE ps.item_id = ${item} AND ps.buyer_id = ${buyer}
    AND ${purchaseInProgressSql('ps.stage')})`;

export const PURCHASE_IN_PROGRESS_MESSAGE =
  'You already bought this item and that order is not complete yet. You can buy it again once you have accepted it.';

/** 409 `purchase_in_progress`: the buyer's earlier purchase of the item is not final yet. */
export function purchaseInProgressError(field?: string): ApiError {
  return new ApiError(409, [
    { message: PURCHASE_IN_PROGRESS_MESSAGE, code: 'purchase_in_progress', ...(field ? { field } : {}) },
  ]);
}
