import type { Db } from '../db/db';
import { postLedgerTransaction } from '../ledger/ledger';

/**
 * A payout's money in the ledger (server/ledger/README.md 'Postings'): `payout`, key `payout:{id}`, takes the amount
 * from the seller's `available` to the platform's `payouts` when the cash-out is asked for; `payout_reversal`, key
 * `payout:{id}:reversal`, puts it back when the payout fails. Each is posted in the transaction that writes the
 * payout's row (its insert; its move to failed, under the row's lock), so each is posted once.
 */

/** `payout`: the seller's Available pays the payout; Available below 0 fails the ledger's check (the caller's 422). */
export async function postPayout(tx: Db, payout: { id: number; userId: number; amountCents: number }): Promise<void> {
  await postLedgerTransaction(tx, {
    kind: 'payout',
    idempotencyKey: `payout:${payout.id}`,
    memo: `payout ${payout.id}`,
    legs: [
      { owner: payout.userId, account: 'available', cents: -payout.amountCents },
      { owner: null, account: 'payouts', cents: payout.amountCents },
    ],
  });
}

/**
 * A pending payout fails (refused when sent, or returned by the bank): marked failed with the reason, and its amount
 * back in the seller's Available (`payout_reversal`). Call it inside a transaction that locked the payout's row;
 * a payout no longer pending is left as it is. Answers whether it failed the payout now.
 */
export async function failPayout(tx: Db, payoutId: number, message: string): Promise<boolean> {
  const [failed] = await tx.query<{ user_id: number; amount_cents: number }>(
    `UPDATE payouts SET state = 'failed', failed_at = ks_now(), failure_message = $2
      WHERE id = $1 AND state = 'pending' RETURNING user_id, amount_cents`,
    [payoutId, message],
  );
  if (!failed) return false;
  await postLedgerTransaction(tx, {
    kind: 'payout_reversal',
    idempotencyKey: `payout:${payoutId}:reversal`,
    memo: `payout ${payoutId} failed`,
    legs: [
      { owner: null, account: 'payouts', cents: -failed.amount_cents },
      { owner: failed.user_id, account: 'available', cents: failed.amount_cents },
    ],
  });
  return true;
}

/**
 * The payouts' invariant, beside `ledgerDiscrepancies` (tests, the seed's test and the load run): each payout posted
 * exactly its amount from its seller's `available` (`payout:{id}`), a failed one got it back (`payout:{id}:reversal`)
 * and no other one did, and the platform's `payouts` account holds exactly the payouts not failed. Answers what
 * broke, one line each (empty when sound).
 */
export async function payoutDiscrepancies(db: Db): Promise<string[]> {
  const rows = await db.query<{ problem: string }>(
    `WITH posted AS (
       SELECT t.idempotency_key AS key, a.owner_id, a.kind, e.amount_cents
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.kind IN ('payout', 'payout_reversal'))
     SELECT 'payout ' || p.id || ' (' || p.state || ', ' || p.amount_cents || ' cents): took '
            || coalesce((SELECT -sum(amount_cents) FROM posted WHERE key = 'payout:' || p.id
                           AND owner_id = p.user_id AND kind = 'available'), 0)
            || ' from available, gave back '
            || coalesce((SELECT sum(amount_cents) FROM posted WHERE key = 'payout:' || p.id || ':reversal'
                           AND owner_id = p.user_id AND kind = 'available'), 0) AS problem
       FROM payouts p
      WHERE coalesce((SELECT -sum(amount_cents) FROM posted WHERE key = 'payout:' || p.id
                        AND owner_id = p.user_id AND kind = 'available'), 0) <> p.amount_cents
         OR coalesce((SELECT sum(amount_cents) FROM posted WHERE key = 'payout:' || p.id || ':reversal'
                        AND owner_id = p.user_id AND kind = 'available'), 0)
            <> CASE WHEN p.state = 'failed' THEN p.amount_cents ELSE 0 END
     UNION ALL
     SELECT 'the platform''s payouts account holds ' || coalesce((SELECT balance_cents FROM ledger_accounts
              WHERE owner_id IS NULL AND kind = 'payouts'), 0)
            || ' cents, the payouts not failed ' || coalesce(sum(amount_cents), 0)
       FROM payouts WHERE state <> 'failed'
     HAVING coalesce(sum(amount_cents), 0)
            <> coalesce((SELECT balance_cents FROM ledger_accounts WHERE owner_id IS NULL AND kind = 'payouts'), 0)`,
  );
  return rows.map((row) => row.problem);
}
