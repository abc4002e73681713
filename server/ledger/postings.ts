import { saleFeeCents } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';
import { postLedgerTransaction, type LedgerLeg } from './ledger';

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
 * What the swap's postings so far hold in each account, in cents: the seller's `pending` is what
 * a release or a refund moves on, `fees` and `postage` what a full refund gives back. A swap paid
 * before the ledger existed (an order without a `sale` posting) gets its sales posted first, so its
 * release or refund moves real money. Call it inside the transaction that locked the swap.
 */
export async function swapHoldings(
  tx: Db,
  swapId: number,
  sellerId: number,
): Promise<{ pending: number; fees: number; postage: number }> {
  const unposted = await tx.query<{ order_id: number }>(
    `SELECT DISTINCT order_id FROM order_items WHERE swap_id = $1
       AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.swap_id = $1 AND t.kind = 'sale')
     ORDER BY order_id`,
    [swapId],
  );
  for (const { order_id } of unposted) await postSale(tx, swapId, order_id);
  const rows = await tx.query<{ kind: string; cents: number }>(
    `SELECT a.kind, sum(e.amount_cents)::bigint AS cents FROM ledger_transactions t
     JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
     WHERE t.swap_id = $1 AND (a.owner_id = $2 OR a.owner_id IS NULL) AND a.kind IN ('pending', 'fees', 'postage')
     GROUP BY a.kind`,
    [swapId, sellerId],
  );
  const held = (kind: string) => Number(rows.find((row) => row.kind === kind)?.cents ?? 0);
  return { pending: held('pending'), fees: held('fees'), postage: held('postage') };
}

/**
 * `sale`, key `sale:{swapId}`: the buyer's card paid price + shipping; the seller's proceeds
 * (price − fee) wait in `pending`, the fee and the postage are the platform's. A later order on the
 * same swap (another unit or variation of the item) posts its own `sale:{swapId}:{orderId}`.
 */
export async function postSale(tx: Db, swapId: number, orderId: number): Promise<void> {
  const sale = await swapSale(tx, swapId, orderId);
  if (!sale) return;
  const legs: LedgerLeg[] = [
    { owner: null, account: 'buyer_payments', cents: -(sale.priceCents + sale.shippingCents) },
    { owner: sale.sellerId, account: 'pending', cents: sale.priceCents - sale.feeCents },
    { owner: null, account: 'fees', cents: sale.feeCents },
    { owner: null, account: 'postage', cents: sale.shippingCents },
  ];
  const posting = { kind: 'sale', swapId, memo: `order ${orderId}`, legs };
  const posted = await postLedgerTransaction(tx, { ...posting, idempotencyKey: `sale:${swapId}` });
  if (posted === null) await postLedgerTransaction(tx, { ...posting, idempotencyKey: `sale:${swapId}:${orderId}` });
}

/**
 * The key of a release or refund: `{kind}:{swapId}`, or `{kind}:{swapId}:{orderId}` once the swap has
 * been paid by more than one order (bought again after a refund, or another unit), so each round of
 * the swap posts its own.
 */
async function roundKey(tx: Db, kind: 'release' | 'refund', swapId: number): Promise<string> {
  const [row] = await tx.query<{ order_id: number | null; orders: number }>(
    `SELECT order_id, (SELECT count(DISTINCT oi.order_id)::int FROM order_items oi WHERE oi.swap_id = s.id) AS orders
     FROM swaps s WHERE s.id = $1`,
    [swapId],
  );
  return row && row.orders > 1 ? `${kind}:${swapId}:${row.order_id}` : `${kind}:${swapId}`;
}

/**
 * `release`, key `release:{swapId}`: what the swap still holds in the seller's `pending` (price −
 * fee − refunds so far) becomes `available`. Answers the cents released (0 when posted before).
 */
export async function postRelease(tx: Db, swapId: number, sellerId: number): Promise<number> {
  const { pending } = await swapHoldings(tx, swapId, sellerId);
  const posted = await postLedgerTransaction(tx, {
    kind: 'release',
    swapId,
    idempotencyKey: await roundKey(tx, 'release', swapId),
    legs: [
      { owner: sellerId, account: 'pending', cents: -pending },
      { owner: sellerId, account: 'available', cents: pending },
    ],
  });
  return posted === null ? 0 : pending;
}

/**
 * `refund`, key `refund:{swapId}`: everything the swap still holds goes back to the buyer — the
 * seller's pending proceeds, the fee and the postage. Answers the cents refunded (0 when posted before).
 */
export async function postFullRefund(tx: Db, swapId: number, sellerId: number): Promise<number> {
  const held = await swapHoldings(tx, swapId, sellerId);
  const total = held.pending + held.fees + held.postage;
  const posted = await postLedgerTransaction(tx, {
    kind: 'refund',
    swapId,
    idempotencyKey: await roundKey(tx, 'refund', swapId),
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
 * `refund`, key `refund:{swapId}:partial`: `refundCents` go back to the buyer from the seller's
 * pending proceeds; a refund above the proceeds (price − fee < R < price) takes the rest from the fee.
 */
export async function postPartialRefund(tx: Db, swapId: number, sellerId: number, refundCents: number): Promise<void> {
  const { pending } = await swapHoldings(tx, swapId, sellerId);
  const fromProceeds = Math.min(refundCents, pending);
  await postLedgerTransaction(tx, {
    kind: 'refund',
    swapId,
    idempotencyKey: `${await roundKey(tx, 'refund', swapId)}:partial`,
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
