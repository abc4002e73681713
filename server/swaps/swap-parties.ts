import type { OfferState } from '../../schemas/entities/swap';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { heldForOtherSql, LIVE_OFFER_STATE_SQL, reservedError } from './holds';

/** The writes on a swap by one of its two parties: who they are, and what an answered offer must be. */

/** The swap's parties, for a write by one of them; 404 for anyone else (as GET does). */
export async function swapParties(
  tx: Db,
  swapId: number,
  viewerId: number,
): Promise<{ buyer_id: number; seller_id: number; stage: string }> {
  const [swap] = await tx.query<{ buyer_id: number; seller_id: number; stage: string }>(
    'SELECT buyer_id, seller_id, stage FROM swaps WHERE id = $1 AND $2 IN (buyer_id, seller_id) FOR UPDATE',
    [swapId, viewerId],
  );
  if (!swap) throw ApiError.notFound('Swap not found');
  return swap;
}

/** Marks the swap unread for `userId` (the other party acted) and touches updated_at. */
export async function markUnreadFor(tx: Db, swapId: number, userId: number): Promise<void> {
  await tx.query(
    `UPDATE swaps SET updated_at = now(), unread_by = CASE WHEN $2 = ANY (unread_by) THEN unread_by ELSE unread_by || $2::int END WHERE id = $1`,
    [swapId, userId],
  );
}

/**
 * Locks an offer and its item for an answer to it (accept, decline, counter). The caller reads the offer's facts in
 * a statement after this one, which sees a hold another swap committed while this one waited.
 */
export async function lockOfferAndItem(tx: Db, offerId: number): Promise<void> {
  await tx.query('SELECT 1 FROM offers o JOIN items i ON i.id = o.item_id WHERE o.id = $1 FOR NO KEY UPDATE OF o, i', [
    offerId,
  ]);
}

/** What decides whether an offer may still be answered. */
export interface OpenOfferFacts {
  /** The offer's state, `expired` once its time is up even before the expiry job ran. */
  state: OfferState;
  item_state: string;
  /** Another swap's accepted offer holds the item (server/swaps/holds.ts). */
  held_for_other: boolean;
}

/** The {@link OpenOfferFacts} columns over the offer `o` and its item `i`. */
export const OPEN_OFFER_COLUMNS = `${LIVE_OFFER_STATE_SQL} AS state, i.state AS item_state,
  ${heldForOtherSql('i', '(SELECT os.buyer_id FROM swaps os WHERE os.id = o.swap_id)')} AS held_for_other`;

/** 409 unless the offer is pending and its item still available and not held: only then may it be answered. */
export function assertOfferOpen(offer: OpenOfferFacts): void {
  if (offer.state === 'expired')
    throw new ApiError(409, [{ message: 'This offer expired unanswered', code: 'offer_closed' }]);
  if (offer.state !== 'pending')
    throw new ApiError(409, [{ message: `This offer was already ${offer.state}`, code: 'offer_closed' }]);
  if (offer.item_state !== 'available')
    throw new ApiError(409, [{ message: 'This item is no longer available', code: 'unavailable' }]);
  if (offer.held_for_other) throw reservedError();
}
