import { counterAmountSchema } from '../../schemas/requests/swap';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { formatUsd } from '../text/money';
import { OFFER_EXPIRES_SQL } from './holds';
import {
  assertOfferOpen,
  lockOfferAndItem,
  markUnreadFor,
  OPEN_OFFER_COLUMNS,
  swapParties,
  type OpenOfferFacts,
} from './swap-parties';

/**
 * Negotiation on a swap: one live offer at a time. A counter-offer, the seller's or the buyer's
 * answer to one, closes the swap's pending offers as 'declined' (the state a refused offer already
 * has: the counter-offer after it says why) and adds the new amount, in one transaction.
 */

/**
 * 422 `invalid_amount` on `field` unless `amount` may answer an offer of `answered` on an item
 * priced `price` (schemas/requests/swap.ts `counterAmountSchema`, the form's rule too).
 */
export function assertCounterAmount(
  amount: number | undefined,
  limits: { price: number; answered: number | null },
  field: string,
): asserts amount is number {
  if (amount === undefined) throw new ApiError(422, [{ message: 'Enter an amount', code: 'invalid_amount', field }]);
  const result = counterAmountSchema(limits, formatUsd).safeParse(amount);
  if (!result.success)
    throw new ApiError(
      422,
      result.error.issues.map((issue) => ({ message: issue.message, code: 'invalid_amount', field })),
    );
}

/**
 * Declines the swap's pending offers (the swap row is locked by the caller); returns the newest
 * pending counter-offer of the seller among them, which the buyer's new offer then answers.
 */
export async function closePendingOffers(tx: Db, swapId: number): Promise<{ amount: number | null } | undefined> {
  const [counter] = await tx.query<{ amount: number | null }>(
    `WITH closed AS (UPDATE offers SET state = 'declined' WHERE swap_id = $1 AND state = 'pending' RETURNING amount, seller_offer, created_at, id)
     SELECT amount FROM closed WHERE seller_offer ORDER BY created_at DESC, id DESC LIMIT 1`,
    [swapId],
  );
  return counter;
}

interface CounteredOffer extends OpenOfferFacts {
  seller_offer: boolean;
  amount: number | null;
  item_id: number;
  item_variation_id: number | null;
  price: number;
  auction: boolean;
}

/**
 * POST /v1/swaps/{id}/offers/{offerId}/counter: the seller answers a buyer's pending offer with
 * another amount. 404 outside the swap or for an unknown offer, 403 for the buyer or on the
 * seller's own counter-offer, 409 when the offer is closed or the item unavailable, 422 for an
 * amount not below the item's price or equal to the offer. The buyer then has the swap unread.
 * Any refusal comes before the first write, and the transaction makes the rest all or nothing.
 */
export async function counterOffer(
  db: Db,
  swapId: number,
  offerId: number,
  viewerId: number,
  amount: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const swap = await swapParties(tx, swapId, viewerId);
    await lockOfferAndItem(tx, offerId);
    const [offer] = await tx.query<CounteredOffer>(
      `SELECT ${OPEN_OFFER_COLUMNS}, o.seller_offer, o.amount, o.item_id, o.item_variation_id, i.price, i.auction
       FROM offers o JOIN items i ON i.id = o.item_id WHERE o.id = $1 AND o.swap_id = $2`,
      [offerId, swapId],
    );
    if (!offer) throw ApiError.notFound('Offer not found');
    if (viewerId !== swap.seller_id)
      throw new ApiError(403, [{ message: 'Only the seller can counter an offer', code: 'forbidden' }]);
    if (offer.seller_offer)
      throw new ApiError(403, [{ message: 'You cannot counter your own counter-offer', code: 'forbidden' }]);
    if (offer.auction)
      throw new ApiError(422, [
        { message: 'Offers on an auction are not countered: the highest offer wins at its end', code: 'auction' },
      ]);
    assertOfferOpen(offer);
    assertCounterAmount(amount, { price: offer.price, answered: offer.amount }, 'offer.amount');
    await closePendingOffers(tx, swapId);
    await tx.query(
      `INSERT INTO offers (swap_id, item_id, amount, item_variation_id, seller_offer, counter_offer, expires_at)
       VALUES ($1, $2, $3, $4, true, true, ${OFFER_EXPIRES_SQL})`,
      [swapId, offer.item_id, amount, offer.item_variation_id],
    );
    await markUnreadFor(tx, swapId, swap.buyer_id);
  });
}
