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
  /** The order (the round of the swap) the posting belongs to: a swap bought again keeps each round's money apart. */
  orderId?: number | null;
  /** One posting per key: posting the same key again writes nothing and answers null. */
  idempotencyKey?: string;
  memo?: string;
  legs: LedgerLeg[];
}

const byAccount = (a: LedgerLeg, b: LedgerLeg) =>
  (a.owner ?? 0) - (b.owner ?? 0) || (a.account < b.account ? -1 : a.account > b.account ? 1 : 0);

/**
 * An idempotency key posted before for another kind, swap or order: a programming error (two postings
 * sharing a key would make the second vanish), never a retry.
 */
export class IdempotencyKeyReusedError extends Error {
  constructor(key: string) {
    super(`Ledger idempotency key '${key}' was posted before for another kind, swap or order`);
    this.name = 'IdempotencyKeyReusedError';
  }
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
 * the idempotency key was posted before for the same kind, swap and order (a retry: its amounts, read
 * again from the swap's postings, may differ and are not posted); posted before for another kind, swap
 * or order, it throws {@link IdempotencyKeyReusedError}.
 */
export async function postLedgerTransaction(tx: Db, posting: LedgerPosting): Promise<number | null> {
  const legs = posting.legs.filter((leg) => leg.cents !== 0);
  if (legs.some((leg) => !Number.isSafeInteger(leg.cents))) throw new Error('Ledger amounts are whole cents');
  const sum = legs.reduce((total, leg) => total + leg.cents, 0);
  if (sum !== 0) throw new UnbalancedPostingError(posting.kind, sum);
  const [transaction] = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (kind, swap_id, order_id, idempotency_key, memo) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      posting.kind,
      posting.swapId ?? null,
      posting.orderId ?? null,
      posting.idempotencyKey ?? null,
      posting.memo ?? null,
    ],
  );
  if (!transaction) {
    const [first] = await tx.query<{ same: boolean }>(
      `SELECT kind = $2 AND swap_id IS NOT DISTINCT FROM $3::int AND order_id IS NOT DISTINCT FROM $4::int AS same
       FROM ledger_transactions WHERE idempotency_key = $1`,
      [posting.idempotencyKey, posting.kind, posting.swapId ?? null, posting.orderId ?? null],
    );
    // Stryker disable next-line OptionalChaining: the insert met this key's row, so the row is there (never deleted).
    if (!first?.same) throw new IdempotencyKeyReusedError(posting.idempotencyKey!);
    return null;
  }
  // Accounts are moved in one order (platform accounts first, then by owner and kind), whatever the
  // legs' order: two postings sharing accounts (a sale and a refund both move `fees` and
  // `buyer_payments`) then lock them in the same order and never deadlock.
  const accountIds = new Map<LedgerLeg, number>();
  for (const leg of [...legs].sort(byAccount)) {
    // The account first at 0, then moved: an upsert would check a debit's negative row against the
    // accounts' `balance_cents >= 0` before finding the existing account, and refuse every debit.
    await tx.query(
      'INSERT INTO ledger_accounts (owner_id, kind) VALUES ($1, $2) ON CONFLICT (owner_id, kind) DO NOTHING',
      [leg.owner, leg.account],
    );
    // Two spellings, so each finds its row by the (owner_id, kind) index (IS NOT DISTINCT FROM would not).
    const [account] = await tx.query<{ id: number }>(
      leg.owner === null
        ? 'UPDATE ledger_accounts SET balance_cents = balance_cents + $2 WHERE owner_id IS NULL AND kind = $1 RETURNING id'
        : 'UPDATE ledger_accounts SET balance_cents = balance_cents + $3 WHERE owner_id = $2 AND kind = $1 RETURNING id',
      leg.owner === null ? [leg.account, leg.cents] : [leg.account, leg.owner, leg.cents],
    );
    accountIds.set(leg, account!.id);
  }
  for (const leg of legs)
    await tx.query('INSERT INTO ledger_entries (transaction_id, account_id, amount_cents) VALUES ($1, $2, $3)', [
      transaction.id,
      accountIds.get(leg),
      leg.cents,
    ]);
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
