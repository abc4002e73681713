import { saleFeeCents } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';
import { postLedgerTransaction } from '../ledger/ledger';

/**
 * A seller's past sales as ledger postings without swaps: the seed's demo_pro history (over the INFORM Act threshold)
 * and the tests' sellers at the threshold's edges. Each sale is a `sale` posting as checkout makes one (the buyer's
 * payment, the seller's proceeds less the fee in `pending`, the fee), dated `at`; with `released`, one `release`
 * then moves all of it to `available` (old sales are final). Keys `{keyPrefix}:{n}`, so a repeat posts nothing.
 */
export async function postSaleHistory(
  tx: Db,
  sellerId: number,
  sales: { at: Date; priceCents: number }[],
  { keyPrefix, released = false }: { keyPrefix: string; released?: boolean },
): Promise<void> {
  const fees = sales.map((sale) => Math.min(saleFeeCents(sale.priceCents), sale.priceCents - 1));
  const proceeds = sales.reduce((sum, sale, index) => sum + sale.priceCents - fees[index]!, 0);
  // One statement for the whole history (hundreds of sales): the transactions, their entries and the balances they
  // move, as postLedgerTransaction writes one (server/ledger/README.md), so the ledger's invariants hold.
  await tx.query(
    `INSERT INTO ledger_accounts (owner_id, kind) VALUES ($1, 'pending'), (NULL, 'buyer_payments'), (NULL, 'fees')
     ON CONFLICT DO NOTHING`,
    [sellerId],
  );
  await tx.query(
    `WITH s AS (SELECT * FROM unnest($2::timestamptz[], $3::bigint[], $4::bigint[]) WITH ORDINALITY AS s(at, price, fee, n)),
     t AS (INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at)
           SELECT 'sale', $5 || ':' || s.n, 'Sale history', s.at FROM s
           ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, idempotency_key),
     posted AS (SELECT t.id, s.price, s.fee FROM t JOIN s ON t.idempotency_key = $5 || ':' || s.n),
     e AS (INSERT INTO ledger_entries (transaction_id, account_id, amount_cents)
           SELECT p.id, a.id,
                  CASE a.kind WHEN 'buyer_payments' THEN -p.price WHEN 'pending' THEN p.price - p.fee ELSE p.fee END
             FROM posted p CROSS JOIN ledger_accounts a
            WHERE (a.owner_id = $1 AND a.kind = 'pending') OR (a.owner_id IS NULL AND a.kind IN ('buyer_payments', 'fees'))
           RETURNING account_id, amount_cents)
     UPDATE ledger_accounts a SET balance_cents = a.balance_cents + moved.cents
       FROM (SELECT account_id, sum(amount_cents) AS cents FROM e GROUP BY account_id) moved
      WHERE a.id = moved.account_id`,
    [sellerId, sales.map((sale) => sale.at.toISOString()), sales.map((sale) => sale.priceCents), fees, keyPrefix],
  );
  if (released && proceeds > 0)
    await postLedgerTransaction(tx, {
      kind: 'release',
      idempotencyKey: `${keyPrefix}:release`,
      memo: 'Sale history released',
      legs: [
        { owner: sellerId, account: 'pending', cents: -proceeds },
        { owner: sellerId, account: 'available', cents: proceeds },
      ],
    });
}
