import type { SwapStage } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { postRelease } from '../ledger/postings';
import { rewardReferral } from '../referrals/referrals';
import { formatUsd } from '../text/money';
import { addSwapNotice } from './notices';

/** A swap row locked for a lifecycle change, with the clock's now read in the same transaction. */
export interface LockedSwap {
  id: number;
  stage: SwapStage;
  buyer_id: number;
  seller_id: number;
  buyer: string;
  order_id: number | null;
  paid_at: Date | null;
  accept_by: Date | null;
  now: Date;
}

/**
 * Locks swap `swapId` (FOR UPDATE: a second request or a job on the same swap waits, then sees the
 * stage this one left) for `viewerId`: 404 unless the viewer is its buyer or seller, or `staff` and an admin.
 */
export async function lockSwap(tx: Db, swapId: number, viewerId: number, staff = false): Promise<LockedSwap> {
  const [swap] = await tx.query<LockedSwap>(
    `SELECT s.id, s.stage, s.buyer_id, s.seller_id, u.username AS buyer, s.order_id, s.paid_at, s.accept_by,
       ks_now() AS now
     FROM swaps s JOIN users u ON u.id = s.buyer_id WHERE s.id = $1 FOR UPDATE OF s`,
    [swapId],
  );
  if (!swap || (!staff && viewerId !== swap.buyer_id && viewerId !== swap.seller_id))
    throw ApiError.notFound('Swap not found');
  return swap;
}

/** 403 unless the viewer is the swap's buyer, with `message` saying what only the buyer may do. */
export function requireBuyer(swap: LockedSwap, viewerId: number, message: string): void {
  if (viewerId !== swap.buyer_id) throw new ApiError(403, [{ message, code: 'forbidden' }]);
}

/**
 * 409 unless the swap is delivered and its 72-hour window still open (by the server clock, so a
 * late answer is refused even before the finalising job ran): what `accept` and `dispute` share.
 */
export function requireAcceptWindow(swap: LockedSwap, doing: string): void {
  if (swap.stage !== 'delivered')
    throw new ApiError(409, [
      {
        message: `You can ${doing} only once it has been delivered and before the sale is final`,
        code: 'not_delivered',
      },
    ]);
  if (!swap.accept_by || swap.now.getTime() >= swap.accept_by.getTime())
    throw new ApiError(409, [
      {
        message: `The 72 hours to ${doing} after delivery have passed: the sale is final`,
        code: 'accept_window_closed',
      },
    ]);
}

/**
 * The sale becomes final (accepted, its window passed, or a dispute resolved with the sale
 * standing): stage `final`, `final_at` now, the seller's pending proceeds released to available,
 * the seller told 'Your $X is available'. The caller holds the swap's lock.
 */
export async function finalizeSwap(tx: Db, swap: Pick<LockedSwap, 'id' | 'seller_id'>): Promise<void> {
  await tx.query(`UPDATE swaps SET stage = 'final', final_at = ks_now() WHERE id = $1`, [swap.id]);
  const released = await postRelease(tx, swap.id, swap.seller_id);
  // The buyer's first final purchase earns whoever invited them a gift-card credit (once).
  await rewardReferral(tx, swap.id);
  await addSwapNotice(tx, {
    swapId: swap.id,
    event: 'sale_final',
    body: `The sale is final. Your ${formatUsd(released / 100)} is available`,
    notify: ['seller'],
  });
}

/** POST /v1/swaps/{id}/accept: the buyer accepts the delivered item within 72 hours; the sale is final. */
export async function acceptItem(db: Db, swapId: number, viewerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const swap = await lockSwap(tx, swapId, viewerId);
    requireBuyer(swap, viewerId, 'Only the buyer can accept the item');
    requireAcceptWindow(swap, 'accept the item');
    await tx.query('UPDATE swaps SET accepted_at = ks_now() WHERE id = $1', [swapId]);
    await addSwapNotice(tx, {
      swapId,
      event: 'item_accepted',
      body: `@${swap.buyer} accepted the item`,
      notify: ['seller'],
    });
    await finalizeSwap(tx, swap);
  });
}

/**
 * The job `swaps.finalize_deliveries`: every delivered swap whose 72 hours passed (by `ks_now()`)
 * becomes final and its proceeds available, each in its own transaction. Rows another process is
 * settling are skipped (SKIP LOCKED) and the stage is read under the lock, so a swap is finalised
 * once however many processes run it; after downtime the next run catches up. A swap that fails is
 * logged and left for the next run without holding up the others. Answers how many it finalised.
 */
export async function finalizeDeliveries(db: Db): Promise<number> {
  const failed: number[] = [];
  let count = 0;
  for (;;) {
    let current: number | null = null;
    try {
      const done = await db.transaction(async (tx) => {
        const [swap] = await tx.query<{ id: number; seller_id: number }>(
          `SELECT id, seller_id FROM swaps WHERE stage = 'delivered' AND accept_by <= ks_now() AND NOT (id = ANY ($1::int[]))
           ORDER BY accept_by, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [failed],
        );
        if (!swap) return false;
        current = swap.id;
        await finalizeSwap(tx, swap);
        return true;
      });
      if (!done) return count;
      count++;
    } catch (error) {
      if (current === null) throw error;
      failed.push(current);
      console.warn(
        `[jobs] swaps.finalize_deliveries: swap ${current} failed:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
}
