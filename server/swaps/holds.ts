import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { formatUsd } from '../text/money';
import { addSwapNotice } from './notices';

/**
 * Accepted offers hold the item (issue 18 item 3, server/swaps/README.md 'After the sale: holds'): the
 * accepted offer of a swap, or a won auction, reserves the item for that swap's buyer until the
 * swap's `pay_by` (`SWAP_TIMING.paymentWindow`, 48 hours); a pending offer lapses
 * `SWAP_TIMING.offerExpiry` (48 hours) after it was made. The `swaps.expire_offers` job settles
 * both once due; readers compute the same facts from `ks_now()` before it runs.
 */

const after = (ms: number) => `(ks_now() + ${ms} * interval '1 millisecond')`;

const hours = (ms: number) => `${ms / 3_600_000} hours`;
/** The payment window and the offer expiry in words, for the notices and e-mails ('48 hours'). */
export const PAYMENT_WINDOW_TEXT = hours(SWAP_TIMING.paymentWindow);
export const OFFER_EXPIRY_TEXT = hours(SWAP_TIMING.offerExpiry);

/** SQL: when an offer made now lapses unanswered. */
export const OFFER_EXPIRES_SQL = after(SWAP_TIMING.offerExpiry);
/** SQL: until when an offer accepted now (or an auction won now) holds the item. */
export const PAY_BY_SQL = after(SWAP_TIMING.paymentWindow);

/**
 * SQL: the item row `item` is held for a buyer other than `buyer` (an SQL expression; 0 for a
 * guest): its reserved swap awaits payment and its window is still open.
 */
export function heldForOtherSql(item: string, buyer: string): string {
  return `EXISTS (SELECT 1 FROM swaps hs WHERE hs.id = ${item}.reserved_swap_id AND hs.buyer_id <> ${buyer}
    AND hs.stage = 'awaiting_payment' AND hs.pay_by > ks_now() AND hs.order_id IS NULL)`;
}

/** SQL: the offer `o`'s state as readers see it: a pending offer whose time is up is `expired` already. */
export const LIVE_OFFER_STATE_SQL =
  "(CASE WHEN o.state = 'pending' AND o.expires_at <= ks_now() THEN 'expired' ELSE o.state END)";

export const RESERVED_MESSAGE = 'This item is reserved for another buyer';

/** 409 `unavailable`: another buyer's accepted offer holds the item. */
export function reservedError(field?: string): ApiError {
  return new ApiError(409, [{ message: RESERVED_MESSAGE, code: 'unavailable', ...(field ? { field } : {}) }]);
}

/**
 * The offer `offerId` of swap `swapId` is accepted (the seller's acceptance, the buyer's of a
 * counter-offer, or an auction's end): it and the swap wait for payment until `pay_by`, the item
 * is reserved for the swap, and the swap's other pending offers are declined. The caller holds the
 * item's row lock. Answers `pay_by`.
 */
export async function holdItemForOffer(
  tx: Db,
  hold: { swapId: number; offerId: number; itemId: number },
): Promise<Date> {
  const [offer] = await tx.query<{ expires_at: Date }>(
    `UPDATE offers SET state = 'accepted', expires_at = ${PAY_BY_SQL} WHERE id = $1 RETURNING expires_at`,
    [hold.offerId],
  );
  const payBy = offer!.expires_at;
  // A swap bought before (final or refunded) starts a new round: no order yet, so the hold holds, the window
  // expires and the checkout charges the accepted amount (each reads `order_id IS NULL` as 'not paid yet').
  await tx.query("UPDATE swaps SET stage = 'awaiting_payment', pay_by = $2, order_id = NULL WHERE id = $1", [
    hold.swapId,
    payBy,
  ]);
  await tx.query('UPDATE items SET reserved_swap_id = $2 WHERE id = $1', [hold.itemId, hold.swapId]);
  await tx.query("UPDATE offers SET state = 'declined' WHERE swap_id = $1 AND id <> $2 AND state = 'pending'", [
    hold.swapId,
    hold.offerId,
  ]);
  return payBy;
}

const amountText = (amount: number | null) => (amount === null ? 'without an amount' : `of ${formatUsd(amount)}`);

/**
 * The `swaps.expire_offers` job (every minute): pending offers past `expires_at` become `expired`
 * (both parties told), and swaps awaiting payment past `pay_by` go back to `open` with the accepted
 * offer `expired` and the item's hold released (both told). An auction's unpaid winner ends the
 * auction unsold: the item leaves the shelf (`archived`) and the seller relists it with Duplicate.
 * Each row in its own transaction, claimed with SKIP LOCKED; answers how many rows it settled.
 */
export async function expireOffers(db: Db): Promise<number> {
  let settled = 0;
  const offers = await db.query<{ id: number }>(
    "SELECT id FROM offers WHERE state = 'pending' AND expires_at <= ks_now() ORDER BY expires_at LIMIT 500",
  );
  for (const { id } of offers) if (await expireOffer(db, id)) settled++;
  const swaps = await db.query<{ id: number }>(
    `SELECT id FROM swaps WHERE stage = 'awaiting_payment' AND pay_by <= ks_now() AND order_id IS NULL
     ORDER BY pay_by LIMIT 500`,
  );
  for (const { id } of swaps) if (await expirePaymentWindow(db, id)) settled++;
  return settled;
}

async function expireOffer(db: Db, offerId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [offer] = await tx.query<{ swap_id: number; amount: number | null; seller_offer: boolean }>(
      `UPDATE offers SET state = 'expired' WHERE id = (
         SELECT id FROM offers WHERE id = $1 AND state = 'pending' AND expires_at <= ks_now() FOR UPDATE SKIP LOCKED)
       RETURNING swap_id, amount, seller_offer`,
      [offerId],
    );
    if (!offer) return false;
    const kind = offer.seller_offer ? 'counter-offer' : 'offer';
    await addSwapNotice(tx, {
      swapId: offer.swap_id,
      event: 'offer_expired',
      body: `The ${kind} ${amountText(offer.amount)} expired unanswered after ${OFFER_EXPIRY_TEXT}.`,
      notify: ['buyer', 'seller'],
    });
    return true;
  });
}

async function expirePaymentWindow(db: Db, swapId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [swap] = await tx.query<{ item_id: number; auction_settled: boolean; buyer: string }>(
      `SELECT s.item_id, i.auction_settled_at IS NOT NULL AS auction_settled, u.username AS buyer
       FROM swaps s JOIN items i ON i.id = s.item_id JOIN users u ON u.id = s.buyer_id
       WHERE s.id = $1 AND s.stage = 'awaiting_payment' AND s.pay_by <= ks_now() AND s.order_id IS NULL
       FOR NO KEY UPDATE OF s, i SKIP LOCKED`,
      [swapId],
    );
    if (!swap) return false;
    const [offer] = await tx.query<{ amount: number | null }>(
      "UPDATE offers SET state = 'expired' WHERE swap_id = $1 AND state = 'accepted' RETURNING amount",
      [swapId],
    );
    await tx.query("UPDATE swaps SET stage = 'open', pay_by = NULL WHERE id = $1", [swapId]);
    await tx.query(
      `UPDATE items SET reserved_swap_id = NULL,
         state = CASE WHEN auction_settled_at IS NOT NULL AND state = 'available' THEN 'archived' ELSE state END
       WHERE id = $1 AND reserved_swap_id = $2`,
      [swap.item_id, swapId],
    );
    await addSwapNotice(tx, {
      swapId,
      event: 'payment_window_expired',
      body:
        `@${swap.buyer} did not pay within ${PAYMENT_WINDOW_TEXT}: the accepted offer ${amountText(offer?.amount ?? null)} expired` +
        (swap.auction_settled ? ' and the auction ended unsold.' : ' and the item is available again.'),
      notify: ['buyer', 'seller'],
    });
    return true;
  });
}
