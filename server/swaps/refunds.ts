import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { postFullRefund, swapHoldings } from '../ledger/postings';
import type { PaymentGateway } from '../payments/gateway';
import { requirePayments } from '../payments/unavailable';
import { formatUsd } from '../text/money';
import { lockSwap, requireBuyer, type LockedSwap } from './delivery';
import { addSwapNotice } from './notices';

/**
 * Pays `cents` of the swap's order back to the buyer's card through the gateway (inside the swap's
 * transaction, before its ledger posting: a refusal rolls everything back, 502 `refund_failed`).
 */
export async function refundToCard(
  tx: Db,
  gateway: PaymentGateway,
  swap: Pick<LockedSwap, 'id' | 'order_id'>,
  cents: number,
  reference: string,
): Promise<void> {
  if (cents <= 0) return;
  const [order] = await tx.query<{ payment_transaction_id: string }>(
    'SELECT payment_transaction_id FROM orders WHERE id = $1',
    [swap.order_id],
  );
  if (!order) throw new ApiError(409, [{ message: 'This swap has no payment to refund', code: 'not_paid' }]);
  const refund = await gateway.refund({ transactionId: order.payment_transaction_id, amount: cents / 100, reference });
  if (!refund.ok)
    throw new ApiError(502, [
      { message: `The refund did not go through: ${refund.message}. Nothing was changed.`, code: 'refund_failed' },
    ]);
}

/**
 * Everything the buyer paid on the swap's round (its current order, never an earlier round's) goes
 * back (card, then ledger `refund`), stage `refunded`,
 * both told. `restock`: the unit goes back on sale (an order never shipped); a returned item after a
 * dispute is the seller's to relist once it is back. Answers the cents refunded.
 */
export async function refundSwapInFull(
  tx: Db,
  gateway: PaymentGateway,
  swap: LockedSwap,
  { restock }: { restock: boolean },
): Promise<number> {
  const held = await swapHoldings(tx, swap.id, swap.seller_id, swap.order_id);
  const cents = held.pending + held.fees + held.postage;
  await refundToCard(tx, gateway, swap, cents, `swap-${swap.id}`);
  await postFullRefund(tx, swap.id, swap.seller_id);
  await tx.query(`UPDATE swaps SET stage = 'refunded', refunded_at = ks_now() WHERE id = $1`, [swap.id]);
  if (restock) await restockSwap(tx, swap);
  await addSwapNotice(tx, {
    swapId: swap.id,
    event: 'refunded',
    body: `@${swap.buyer} was refunded ${formatUsd(cents / 100)}${restock ? '. The item is back on sale' : ''}`,
    notify: ['buyer', 'seller'],
  });
  return cents;
}

/** The units of the swap's order go back on the shelf: the item (or its variation) available again. */
async function restockSwap(tx: Db, swap: Pick<LockedSwap, 'id' | 'order_id'>): Promise<void> {
  const lines = await tx.query<{ item_id: number; item_variation_id: number | null }>(
    'SELECT item_id, item_variation_id FROM order_items WHERE swap_id = $1 AND order_id = $2 ORDER BY id',
    [swap.id, swap.order_id],
  );
  for (const line of lines) {
    if (line.item_variation_id !== null)
      await tx.query('UPDATE item_variations SET quantity = quantity + 1 WHERE id = $1', [line.item_variation_id]);
    await tx.query(
      `UPDATE items SET state = 'available', sold_at = NULL,
         quantity = CASE WHEN $2::int IS NULL THEN quantity + 1 ELSE greatest(quantity, 1) END
       WHERE id = $1 AND state IN ('available', 'sold')`,
      [line.item_id, line.item_variation_id],
    );
  }
}

/**
 * POST /v1/swaps/{id}/refund: the buyer cancels an order the seller has not shipped 7 days after
 * payment (the `request_refund` action) and gets everything back; the unit goes back on sale.
 */
export async function refundUnshipped(
  db: Db,
  gateway: PaymentGateway,
  swapId: number,
  viewerId: number,
): Promise<void> {
  requirePayments(gateway);
  await db.transaction(async (tx) => {
    const swap = await lockSwap(tx, swapId, viewerId);
    requireBuyer(swap, viewerId, 'Only the buyer can cancel and refund the order');
    if (swap.stage !== 'paid' && swap.stage !== 'label_printed')
      throw new ApiError(409, [
        { message: 'Only an order that has not shipped can be cancelled and refunded', code: 'not_refundable' },
      ]);
    if (!swap.paid_at || swap.now.getTime() < swap.paid_at.getTime() + SWAP_TIMING.refundOffer)
      throw new ApiError(409, [
        {
          message: 'You can cancel and get a refund if the seller has not shipped 7 days after you paid',
          code: 'refund_too_early',
        },
      ]);
    await refundSwapInFull(tx, gateway, swap, { restock: true });
  });
}
