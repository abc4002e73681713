import type { z } from 'zod';
import {
  DISPUTE_REASON_LABELS,
  type openDisputeBodySchema,
  type resolveDisputeBodySchema,
} from '../../schemas/requests/disputes';
import { requireAdmin } from '../auth/staff';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { uploadUrl } from '../images/image-paths';
import { postPartialRefund, swapHoldings, swapSale } from '../ledger/postings';
import type { PaymentGateway } from '../payments/gateway';
import { requirePayments } from '../payments/unavailable';
import { formatUsd } from '../text/money';
import { finalizeSwap, lockSwap, requireAcceptWindow, requireBuyer } from './delivery';
import { addSwapNotice } from './notices';
import { refundSwapInFull, refundToCard } from './refunds';

type OpenDispute = z.output<typeof openDisputeBodySchema>['dispute'];
type Resolution = z.output<typeof resolveDisputeBodySchema>['resolution'];

/**
 * POST /v1/swaps/{id}/dispute: the buyer rejects the delivered item within its 72 hours (not the
 * seller: 403). Its photos must be the buyer's own loose uploads, not their avatar or locker cover
 * (422 on the photo otherwise: evidence is private); they are kept with the dispute (the loose-photo
 * cleanup leaves them), stored as their URLs (by key). Stage `disputed`, both told.
 */
export async function openDispute(db: Db, swapId: number, viewerId: number, dispute: OpenDispute): Promise<void> {
  await db.transaction(async (tx) => {
    const swap = await lockSwap(tx, swapId, viewerId);
    requireBuyer(swap, viewerId, 'Only the buyer can report a problem with the item');
    requireAcceptWindow(swap, 'report a problem');
    const owned = await tx.query<{ id: number; url_key: string; shown: boolean }>(
      `SELECT u.id, u.url_key,
              EXISTS (SELECT 1 FROM users a WHERE a.avatar_image_id = u.id)
                OR EXISTS (SELECT 1 FROM locker_profiles lp WHERE lp.cover_image_id = u.id) AS shown
         FROM uploaded_images u WHERE u.id = ANY ($1::int[]) AND u.owner_id = $2 AND u.item_id IS NULL
         AND u.dispute_id IS NULL FOR UPDATE OF u`,
      [dispute.photos, viewerId],
    );
    const keys = new Map(owned.map((row) => [row.id, row.url_key]));
    const stranger = dispute.photos.findIndex((id) => !keys.has(id));
    if (stranger >= 0)
      throw new ApiError(422, [
        { message: 'Add photos you uploaded yourself', code: 'invalid_photo', field: `dispute.photos.${stranger}` },
      ]);
    // Evidence is private (GET /media/uploads): the buyer's avatar or locker cover would vanish from their profile.
    const shown = dispute.photos.findIndex((id) => owned.some((row) => row.id === id && row.shown));
    if (shown >= 0)
      throw new ApiError(422, [
        {
          message: 'This photo is your avatar or locker cover: upload it again to add it here',
          code: 'invalid_photo',
          field: `dispute.photos.${shown}`,
        },
      ]);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO disputes (swap_id, order_id, opened_by, reason, description, photos) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id`,
      [
        swapId,
        swap.order_id,
        viewerId,
        dispute.reason,
        dispute.description,
        dispute.photos.map((id) => uploadUrl(keys.get(id)!, 'large')),
      ],
    );
    if (dispute.photos.length > 0)
      await tx.query('UPDATE uploaded_images SET dispute_id = $1 WHERE id = ANY ($2::int[])', [
        row!.id,
        dispute.photos,
      ]);
    await tx.query(`UPDATE swaps SET stage = 'disputed' WHERE id = $1`, [swapId]);
    await addSwapNotice(tx, {
      swapId,
      event: 'dispute_opened',
      body: `@${swap.buyer} reported a problem with the item (${DISPUTE_REASON_LABELS[dispute.reason].toLowerCase()}). Kitswap support will review it`,
      notify: ['buyer', 'seller'],
    });
  });
}

const OUTCOME_WORDS = { full_refund: 'a full refund', partial_refund: 'a partial refund', no_refund: 'no refund' };

/**
 * PUT /v1/swaps/{id}/dispute: an admin (403 otherwise, before anything is read) resolves the swap's
 * open dispute. Full refund: everything back to the buyer (card, then ledger), stage `refunded`.
 * Partial: `refund_amount` (above $0, below the price, else 422) back, the rest released, stage
 * `final`. None: stage `final`, the proceeds released. `return_label` lets the buyer print a return
 * label. Both parties are told.
 */
export async function resolveDispute(
  db: Db,
  gateway: PaymentGateway,
  swapId: number,
  viewerId: number,
  resolution: Resolution,
): Promise<void> {
  await requireAdmin(db, viewerId);
  if (resolution.outcome !== 'no_refund') requirePayments(gateway);
  await db.transaction(async (tx) => {
    const swap = await lockSwap(tx, swapId, viewerId, true);
    const [dispute] = await tx.query<{ id: number }>(
      `SELECT id FROM disputes WHERE swap_id = $1 AND state = 'open' FOR UPDATE`,
      [swapId],
    );
    if (!dispute || swap.stage !== 'disputed')
      throw new ApiError(409, [{ message: 'This swap has no open dispute to resolve', code: 'no_open_dispute' }]);
    let refundCents = 0;
    if (resolution.outcome === 'partial_refund') {
      const sale = swap.order_id === null ? null : await swapSale(tx, swapId, swap.order_id);
      refundCents = Math.round((resolution.refund_amount ?? 0) * 100);
      if (!sale || refundCents >= sale.priceCents)
        throw new ApiError(422, [
          {
            message: `Enter less than the price, ${formatUsd((sale?.priceCents ?? 0) / 100)}, or choose a full refund`,
            code: 'invalid_amount',
            field: 'resolution.refund_amount',
          },
        ]);
    }
    if (resolution.outcome === 'full_refund') {
      const held = await swapHoldings(tx, swapId, swap.seller_id, swap.order_id);
      refundCents = held.pending + held.fees + held.postage;
    }
    await tx.query(
      `UPDATE disputes SET state = 'resolved', resolution = $2, refund_cents = $3, return_label = $4,
         resolution_note = $5, resolved_by = $6, resolved_at = ks_now() WHERE id = $1`,
      [dispute.id, resolution.outcome, refundCents, resolution.return_label, resolution.note || null, viewerId],
    );
    const note = resolution.note ? ` Note from support: ${resolution.note}` : '';
    const label = resolution.return_label ? ' The buyer can print a return label.' : '';
    const amount = refundCents > 0 ? ` of ${formatUsd(refundCents / 100)}` : '';
    await addSwapNotice(tx, {
      swapId,
      event: 'dispute_resolved',
      body: `Kitswap support resolved the dispute with ${OUTCOME_WORDS[resolution.outcome]}${amount}.${label}${note}`,
      notify: ['buyer', 'seller'],
    });
    if (resolution.outcome === 'full_refund') {
      await refundSwapInFull(tx, gateway, swap, { restock: false });
      return;
    }
    if (resolution.outcome === 'partial_refund') {
      await refundToCard(tx, gateway, swap, refundCents, `swap-${swapId}-partial`);
      await postPartialRefund(tx, swapId, swap.seller_id, refundCents);
      await addSwapNotice(tx, {
        swapId,
        event: 'refunded',
        body: `@${swap.buyer} was refunded ${formatUsd(refundCents / 100)}`,
        notify: ['buyer', 'seller'],
      });
    }
    await finalizeSwap(tx, swap);
  });
}
