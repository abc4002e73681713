import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';
import { postSale, swapSale } from '../ledger/postings';
import { formatUsd } from '../text/money';
import { addSwapNotice } from './notices';
import { purchaseInProgressError, purchaseInProgressSql } from './rounds';

/** A calendar day as the client's ui/format/dates writes it ('Nov 29, 2026', UTC), for the notice. */
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A swap bought in order `orderId` (the checkout calls this for each swap it paid, inside its
 * transaction, after writing the order lines): stage `paid`, `paid_at` now and `ship_by` 3 days on
 * (by the server clock), the item's hold for an accepted offer or won auction released (the unit
 * is sold), the ledger's `sale` posting, and the seller told '@buyer paid $X. Ship by {date}'. A new
 * round of a swap bought before (final or refunded); never one whose purchase is in progress (409).
 */
export async function recordSwapPaid(tx: Db, swapId: number, orderId: number): Promise<void> {
  const [swap] = await tx.query<{ ship_by: Date; buyer: string }>(
    `UPDATE swaps s SET stage = 'paid', paid_at = ks_now(), ship_by = ks_now() + $2 * interval '1 millisecond',
       pay_by = NULL, shipped_at = NULL, delivered_at = NULL, accept_by = NULL, accepted_at = NULL, final_at = NULL,
       refunded_at = NULL, ship_reminders_sent = 0
     FROM users u WHERE s.id = $1 AND u.id = s.buyer_id AND NOT ${purchaseInProgressSql('s.stage')}
     RETURNING s.ship_by, u.username AS buyer`,
    [swapId, SWAP_TIMING.shipBy],
  );
  // Never over a purchase in progress (the checkout refuses it first): that would reset its shipping and money.
  if (!swap) throw purchaseInProgressError();
  await tx.query('UPDATE items SET reserved_swap_id = NULL WHERE reserved_swap_id = $1', [swapId]);
  await postSale(tx, swapId, orderId);
  const sale = await swapSale(tx, swapId, orderId);
  const paid = ((sale?.priceCents ?? 0) + (sale?.shippingCents ?? 0)) / 100;
  await addSwapNotice(tx, {
    swapId,
    event: 'paid',
    body: `@${swap.buyer} paid ${formatUsd(paid)}. Ship by ${day.format(swap.ship_by)}`,
    notify: ['seller'],
  });
}
