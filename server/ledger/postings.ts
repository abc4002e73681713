import { saleFeeCents } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';
import { postLedgerTransaction } from './ledger';

/**
 * A swap's money in the ledger (README.md 'Postings'): the sale at payment, the release when the
 * sale is final, the full refund and a dispute's partial refund. Each is one transaction with one
 * idempotency key, posted inside the transaction that changes the swap's stage (which locks the
 * swap row first), so a retry or a second process racing for the same swap posts nothing twice.
 */

/** What the buyer paid on a swap in an order, in cents. */
export interface SwapSale {
  sellerId: number;
  priceCents: number;
  shippingCents: number;
  feeCents: number;
}

const cents = (usd: number) => Math.round(usd * 100);

/** The swap's lines of order `orderId` (every line if null): price, shipping and the fee on the price. */
export async function swapSale(db: Db, swapId: number, orderId: number | null = null): Promise<SwapSale | null> {
  const [row] = await db.query<{ seller_id: number | null; price: number | null; shipping: number | null }>(
    `SELECT min(seller_id) AS seller_id, sum(price) AS price, sum(shipping) AS shipping FROM order_items
     WHERE swap_id = $1 AND ($2::int IS NULL OR order_id = $2)`,
    [swapId, orderId],
  );
  if (!row || row.seller_id === null || row.price === null) return null;
  const priceCents = cents(row.price);
  return {
    sellerId: row.seller_id,
    priceCents,
    shippingCents: cents(row.shipping ?? 0),
    feeCents: saleFeeCents(priceCents),
  };
}

/**
 * The round of a swap: its current order (swaps.order_id) and the suffix of its postings' keys — none
 * for the swap's first order (`sale:{swapId}`), `:{orderId}` for an order after it (the swap bought again
 * once its earlier purchase was final or refunded), so each round posts once. Call it inside the
 * transaction that locked the swap.
 */
export async function swapRound(tx: Db, swapId: number): Promise<{ orderId: number | null; suffix: string }> {
  const [row] = await tx.query<{ order_id: number | null; first: number | null }>(
    `SELECT s.order_id, (SELECT min(oi.order_id) FROM order_items oi WHERE oi.swap_id = s.id) AS first
     FROM swaps s WHERE s.id = $1`,
    [swapId],
  );
  const orderId = row?.order_id ?? null;
  return { orderId, suffix: roundSuffix(orderId, row?.first ?? null) };
}

const roundSuffix = (orderId: number | null, first: number | null) =>
  orderId === null || first === null || orderId === first ? '' : `:${orderId}`;

/**
 * What the postings of the swap's round `orderId` hold in each account, in cents: the seller's
 * `pending` is what a release or a refund of that round moves on, `fees` and `postage` what a full
 * refund gives back. Another round's money is never counted: a refund never pays back more than its
 * own round's order paid. A round paid before the ledger existed (an order without a `sale` posting)
 * gets its sale posted first, so its release or refund moves real money. Call it inside the
 * transaction that locked the swap.
 */
export async function swapHoldings(
  tx: Db,
  swapId: number,
  sellerId: number,
  orderId: number | null,
): Promise<{ pending: number; fees: number; postage: number }> {
  if (orderId !== null) {
    const [posted] = await tx.query(
      "SELECT 1 FROM ledger_transactions WHERE swap_id = $1 AND order_id = $2 AND kind = 'sale'",
      [swapId, orderId],
    );
    if (!posted) await postSale(tx, swapId, orderId);
  }
  const rows = await tx.query<{ kind: string; cents: number }>(
    `SELECT a.kind, sum(e.amount_cents)::bigint AS cents FROM ledger_transactions t
     JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
     WHERE t.swap_id = $1 AND t.order_id IS NOT DISTINCT FROM $3::int AND (a.owner_id = $2 OR a.owner_id IS NULL)
       AND a.kind IN ('pending', 'fees', 'postage')
     GROUP BY a.kind`,
    [swapId, sellerId, orderId],
  );
  const held = (kind: string) => Number(rows.find((row) => row.kind === kind)?.cents ?? 0);
  return { pending: held('pending'), fees: held('fees'), postage: held('postage') };
}

/**
 * `sale`, key `sale:{swapId}` (the swap's first order) or `sale:{swapId}:{orderId}` (a later round):
 * the buyer's card paid price + shipping; the seller's proceeds (price − fee) wait in `pending`, the
 * fee and the postage are the platform's.
 */
export async function postSale(tx: Db, swapId: number, orderId: number): Promise<void> {
  const sale = await swapSale(tx, swapId, orderId);
  if (!sale) return;
  const [first] = await tx.query<{ first: number | null }>(
    'SELECT min(order_id) AS first FROM order_items WHERE swap_id = $1',
    [swapId],
  );
  await postLedgerTransaction(tx, {
    kind: 'sale',
    swapId,
    orderId,
    idempotencyKey: `sale:${swapId}${roundSuffix(orderId, first?.first ?? null)}`,
    memo: `order ${orderId}`,
    legs: [
      { owner: null, account: 'buyer_payments', cents: -(sale.priceCents + sale.shippingCents) },
      { owner: sale.sellerId, account: 'pending', cents: sale.priceCents - sale.feeCents },
      { owner: null, account: 'fees', cents: sale.feeCents },
      { owner: null, account: 'postage', cents: sale.shippingCents },
    ],
  });
}

/**
 * `release`, key `release:{swapId}[:{orderId}]`: what the swap's round still holds in the seller's
 * `pending` (price − fee − refunds so far) becomes `available`. Answers the cents released (0 when posted before).
 */
export async function postRelease(tx: Db, swapId: number, sellerId: number): Promise<number> {
  const { orderId, suffix } = await swapRound(tx, swapId);
  const { pending } = await swapHoldings(tx, swapId, sellerId, orderId);
  const posted = await postLedgerTransaction(tx, {
    kind: 'release',
    swapId,
    orderId,
    idempotencyKey: `release:${swapId}${suffix}`,
    legs: [
      { owner: sellerId, account: 'pending', cents: -pending },
      { owner: sellerId, account: 'available', cents: pending },
    ],
  });
  return posted === null ? 0 : pending;
}

/**
 * `refund`, key `refund:{swapId}[:{orderId}]`: everything the swap's round still holds goes back to
 * the buyer — the seller's pending proceeds, the fee and the postage of that round's order, never
 * another round's. Answers the cents refunded (0 when posted before).
 */
export async function postFullRefund(tx: Db, swapId: number, sellerId: number): Promise<number> {
  const { orderId, suffix } = await swapRound(tx, swapId);
  const held = await swapHoldings(tx, swapId, sellerId, orderId);
  const total = held.pending + held.fees + held.postage;
  const posted = await postLedgerTransaction(tx, {
    kind: 'refund',
    swapId,
    orderId,
    idempotencyKey: `refund:${swapId}${suffix}`,
    legs: [
      { owner: sellerId, account: 'pending', cents: -held.pending },
      { owner: null, account: 'fees', cents: -held.fees },
      { owner: null, account: 'postage', cents: -held.postage },
      { owner: null, account: 'buyer_payments', cents: total },
    ],
  });
  return posted === null ? 0 : total;
}

/**
 * `refund`, key `refund:{swapId}[:{orderId}]:partial`: `refundCents` go back to the buyer from the
 * seller's pending proceeds of the round; a refund above the proceeds (price − fee < R < price) takes
 * the rest from the round's fee.
 */
export async function postPartialRefund(tx: Db, swapId: number, sellerId: number, refundCents: number): Promise<void> {
  const { orderId, suffix } = await swapRound(tx, swapId);
  const { pending } = await swapHoldings(tx, swapId, sellerId, orderId);
  const fromProceeds = Math.min(refundCents, pending);
  await postLedgerTransaction(tx, {
    kind: 'refund',
    swapId,
    orderId,
    idempotencyKey: `refund:${swapId}${suffix}:partial`,
    legs: [
      { owner: sellerId, account: 'pending', cents: -fromProceeds },
      { owner: null, account: 'fees', cents: -(refundCents - fromProceeds) },
      { owner: null, account: 'buyer_payments', cents: refundCents },
    ],
  });
}

/** `opening_balance`, key `opening:{userId}`: credit the platform granted (the seeded balances). */
export async function postOpeningBalance(tx: Db, userId: number, balanceCents: number): Promise<void> {
  await postLedgerTransaction(tx, {
    kind: 'opening_balance',
    idempotencyKey: `opening:${userId}`,
    legs: [
      { owner: null, account: 'promotions', cents: -balanceCents },
      { owner: userId, account: 'available', cents: balanceCents },
    ],
  });
}
