import type { Db } from '../db/db';

/**
 * The money ledger (migration 117; README.md here): double entry in integer cents. A transaction's
 * entries sum to 0; each account's `balance_cents` moves with its entries in the same statement
 * group, so balances always equal the sum of their entries.
 */

/** A user's accounts. */
export type UserAccount = 'pending' | 'available' | 'gift_card';
/** The platform's accounts (no owner). */
export type PlatformAccount = 'buyer_payments' | 'fees' | 'postage' | 'refunds' | 'payouts' | 'promotions';

export type LedgerLeg =
  { owner: number; account: UserAccount; cents: number } | { owner: null; account: PlatformAccount; cents: number };

export interface LedgerPosting {
  /** What happened: 'sale', 'release', 'refund', 'opening_balance'… */
  kind: string;
  swapId?: number | null;
  /** One posting per key: posting the same key again writes nothing and answers null. */
  idempotencyKey?: string;
  memo?: string;
  legs: LedgerLeg[];
}

export class UnbalancedPostingError extends Error {
  constructor(kind: string, sum: number) {
    super(`Ledger posting '${kind}' does not balance: its legs sum to ${sum} cents`);
    this.name = 'UnbalancedPostingError';
  }
}

/**
 * Posts one transaction inside `tx` (pass the transaction that made the change it pays for). Throws
 * when the legs do not sum to 0 or are not whole cents; a user account going below 0 fails on the
 * table's check, which rolls the caller's transaction back. Answers the transaction id, or null when
 * the idempotency key was posted before.
 */
export async function postLedgerTransaction(tx: Db, posting: LedgerPosting): Promise<number | null> {
  const legs = posting.legs.filter((leg) => leg.cents !== 0);
  if (legs.some((leg) => !Number.isSafeInteger(leg.cents))) throw new Error('Ledger amounts are whole cents');
  const sum = legs.reduce((total, leg) => total + leg.cents, 0);
  if (sum !== 0) throw new UnbalancedPostingError(posting.kind, sum);
  const [transaction] = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (kind, swap_id, idempotency_key, memo) VALUES ($1, $2, $3, $4)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [posting.kind, posting.swapId ?? null, posting.idempotencyKey ?? null, posting.memo ?? null],
  );
  if (!transaction) return null;
  for (const leg of legs) {
    // The account first (at 0), then its balance: PostgreSQL checks an upsert's proposed row before the
    // conflict, so a debit of an existing user account (a release, a refund) must not travel as an insert.
    const [account] = await tx.query<{ id: number }>(
      `INSERT INTO ledger_accounts (owner_id, kind) VALUES ($1, $2)
       ON CONFLICT (owner_id, kind) DO UPDATE SET kind = EXCLUDED.kind RETURNING id`,
      [leg.owner, leg.account],
    );
    await tx.query('UPDATE ledger_accounts SET balance_cents = balance_cents + $2 WHERE id = $1', [
      account!.id,
      leg.cents,
    ]);
    await tx.query('INSERT INTO ledger_entries (transaction_id, account_id, amount_cents) VALUES ($1, $2, $3)', [
      transaction.id,
      account!.id,
      leg.cents,
    ]);
  }
  return transaction.id;
}

/** A user's balance of one account, in cents (0 without one). */
export async function userBalanceCents(db: Db, userId: number, account: UserAccount): Promise<number> {
  const [row] = await db.query<{ balance_cents: number }>(
    'SELECT balance_cents FROM ledger_accounts WHERE owner_id = $1 AND kind = $2',
    [userId, account],
  );
  return row?.balance_cents ?? 0;
}

/**
 * The ledger's invariant, for tests and the load test: the accounts whose balance differs from the
 * sum of their entries, and the transactions whose entries do not sum to 0. Both empty when sound.
 */
export async function ledgerDiscrepancies(db: Db): Promise<{ accounts: number[]; transactions: number[] }> {
  const accounts = await db.query<{ id: number }>(
    `SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     GROUP BY a.id HAVING a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );
  const transactions = await db.query<{ id: number }>(
    'SELECT transaction_id AS id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_cents) <> 0',
  );
  return { accounts: accounts.map((row) => row.id), transactions: transactions.map((row) => row.id) };
}
