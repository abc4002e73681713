import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { formatUsd } from '../text/money';
import { holdItemForOffer, PAYMENT_WINDOW_TEXT } from './holds';
import { addSwapNotice } from './notices';

/**
 * Auctions (issue 18 item 2, server/swaps/README.md 'After the sale: auctions'): an auction runs
 * `SWAP_TIMING.auctionLength` (7 days) from publishing (`items.ends_at`); each offer must beat the
 * highest live one, which becomes `outbid` (its buyer told); from `ends_at` (by `ks_now()`) offers
 * are refused, and the `swaps.settle_auctions` job makes the highest offer win (a purchase awaiting
 * payment, the item held for it) or ends the auction unsold.
 */

/** SQL: when an auction published now ends. */
export const AUCTION_ENDS_SQL = `(ks_now() + ${SWAP_TIMING.auctionLength} * interval '1 millisecond')`;

/** SQL over the item row `i`: its auction has ended (settled, or its end passed on the server's clock). */
export const AUCTION_ENDED_SQL =
  'coalesce(i.auction AND (i.auction_settled_at IS NOT NULL OR i.ends_at <= ks_now()), false)';

/** SQL over the item row `i`: the highest live offer on it (pending, or the accepted winner), or null. */
export const HIGHEST_OFFER_SQL =
  "(SELECT max(ho.amount) FROM offers ho WHERE ho.item_id = i.id AND ho.state IN ('pending', 'accepted'))";

/** What an offer on an auction is checked against (read with the item's row locked). */
export interface AuctionFacts {
  auction_ended: boolean;
  highest_offer: number | null;
}

/**
 * Refuses an offer on an auction before anything is written: 409 `auction_ended` after its end,
 * 422 `invalid_amount` on `swap.offer.amount` without an amount or at most the highest live offer.
 * The caller read `facts` with the item's row locked, so of two offers at once one is the highest.
 */
export function assertAuctionOffer(facts: AuctionFacts, amount: number | undefined): asserts amount is number {
  if (facts.auction_ended) throw new ApiError(409, [{ message: 'This auction has ended', code: 'auction_ended' }]);
  const field = 'swap.offer.amount';
  if (amount === undefined) throw new ApiError(422, [{ message: 'Enter an amount', code: 'invalid_amount', field }]);
  if (facts.highest_offer !== null && amount <= facts.highest_offer)
    throw new ApiError(422, [
      {
        message: `Offer more than the highest offer, ${formatUsd(facts.highest_offer)}`,
        code: 'invalid_amount',
        field,
      },
    ]);
}

/**
 * A higher offer of `amount` on swap `swapId` outbids every pending offer on the item: each becomes
 * `outbid`, and the buyers of other swaps are told in theirs (their badge rises). Before the new
 * offer is inserted, in its transaction.
 */
export async function outbidOffers(tx: Db, itemId: number, swapId: number, amount: number): Promise<void> {
  const outbid = await tx.query<{ swap_id: number; amount: number | null }>(
    "UPDATE offers SET state = 'outbid' WHERE item_id = $1 AND state = 'pending' RETURNING swap_id, amount",
    [itemId],
  );
  for (const offer of outbid) {
    if (offer.swap_id === swapId) continue;
    await addSwapNotice(tx, {
      swapId: offer.swap_id,
      event: 'outbid',
      body: `Your offer${offer.amount === null ? '' : ` of ${formatUsd(offer.amount)}`} was outbid: the highest offer is now ${formatUsd(amount)}.`,
      notify: ['buyer'],
    });
  }
}

interface DueAuction {
  id: number;
  name: string;
}

/**
 * The `swaps.settle_auctions` job (every minute): each auction whose end passed and that is not
 * settled, in its own transaction, claimed with FOR NO KEY UPDATE SKIP LOCKED (two processes never
 * settle one; an item an offer holds right now waits for the next run). The highest pending offer
 * wins: accepted, its swap awaiting payment until `pay_by`, the item held for it, both parties told
 * (`auction_won`), the other pending offers declined. Without offers the auction ends unsold: the
 * item leaves the shelf (`archived`; the seller relists it with Duplicate) and the parties of any
 * swap about it are told. Catches up after downtime; answers how many auctions it settled.
 */
export async function settleAuctions(db: Db): Promise<number> {
  const due = await db.query<{ id: number }>(
    'SELECT id FROM items WHERE auction AND auction_settled_at IS NULL AND ends_at <= ks_now() ORDER BY ends_at LIMIT 500',
  );
  let settled = 0;
  for (const { id } of due) if (await settleAuction(db, id)) settled++;
  return settled;
}

async function settleAuction(db: Db, itemId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx.query<DueAuction>(
      `SELECT id, name FROM items WHERE id = $1 AND auction AND auction_settled_at IS NULL AND ends_at <= ks_now()
       FOR NO KEY UPDATE SKIP LOCKED`,
      [itemId],
    );
    if (!item) return false;
    const [winner] = await tx.query<{ id: number; swap_id: number; amount: number | null; buyer: string }>(
      `SELECT o.id, o.swap_id, o.amount, u.username AS buyer FROM offers o JOIN swaps s ON s.id = o.swap_id
         JOIN users u ON u.id = s.buyer_id
       WHERE o.item_id = $1 AND o.state = 'pending' AND NOT o.seller_offer AND o.amount IS NOT NULL AND s.order_id IS NULL
       ORDER BY o.amount DESC, o.created_at, o.id LIMIT 1`,
      [itemId],
    );
    // The winner's swap is locked too, skipping it while its seller answers an offer on it (that locks the
    // swap, then the item): the next run settles it, and neither waits on the other.
    if (
      winner &&
      (await tx.query('SELECT id FROM swaps WHERE id = $1 FOR UPDATE SKIP LOCKED', [winner.swap_id])).length === 0
    )
      return false;
    await tx.query('UPDATE items SET auction_settled_at = ks_now() WHERE id = $1', [itemId]);
    if (winner) {
      await tx.query("UPDATE offers SET state = 'declined' WHERE item_id = $1 AND state = 'pending' AND id <> $2", [
        itemId,
        winner.id,
      ]);
      await holdItemForOffer(tx, { swapId: winner.swap_id, offerId: winner.id, itemId });
      await addSwapNotice(tx, {
        swapId: winner.swap_id,
        event: 'auction_won',
        body: `The auction ended: @${winner.buyer} won ${item.name} with the highest offer, ${formatUsd(winner.amount!)}. Pay within ${PAYMENT_WINDOW_TEXT}.`,
        notify: ['buyer', 'seller'],
      });
      return true;
    }
    await tx.query("UPDATE offers SET state = 'declined' WHERE item_id = $1 AND state = 'pending'", [itemId]);
    await tx.query("UPDATE items SET state = 'archived' WHERE id = $1 AND state = 'available'", [itemId]);
    const swaps = await tx.query<{ id: number }>('SELECT id FROM swaps WHERE item_id = $1 AND order_id IS NULL', [
      itemId,
    ]);
    for (const swap of swaps)
      await addSwapNotice(tx, {
        swapId: swap.id,
        event: 'auction_ended_unsold',
        body: `The auction of ${item.name} ended without an offer.`,
        notify: ['buyer', 'seller'],
      });
    return true;
  });
}
