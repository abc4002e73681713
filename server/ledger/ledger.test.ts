import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { describeEachDriver } from '../testing/test-databases';
import {
  IdempotencyKeyReusedError,
  ledgerDiscrepancies,
  postLedgerTransaction,
  UnbalancedPostingError,
  userBalanceCents,
} from './ledger';
import { postOpeningBalance } from './postings';

describeEachDriver('the money ledger', (driver) => {
  const context = {} as { db: Db };
  beforeAll(async () => {
    context.db = await driver.open();
    await migrate(context.db);
  });
  afterAll(() => context.db?.close());

  it('posts balanced transactions once per key and keeps balances equal to their entries', async () => {
    const { db } = context;
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (username, joined_at) VALUES ('ledger_user', now()) RETURNING id",
    );
    const sale = {
      kind: 'sale',
      idempotencyKey: 'sale:test',
      legs: [
        { owner: null, account: 'buyer_payments', cents: -11_200 },
        { owner: user!.id, account: 'pending', cents: 9_100 },
        { owner: null, account: 'fees', cents: 900 },
        { owner: null, account: 'postage', cents: 1_200 },
      ],
    } as const;
    expect(await postLedgerTransaction(db, { ...sale, legs: [...sale.legs] })).toEqual(expect.any(Number));
    expect(await postLedgerTransaction(db, { ...sale, legs: [...sale.legs] })).toBeNull();
    // The same key for another kind or order is a bug (the second posting would vanish), not a retry.
    await expect(postLedgerTransaction(db, { ...sale, kind: 'refund', legs: [...sale.legs] })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    await expect(postLedgerTransaction(db, { ...sale, orderId: 1, legs: [...sale.legs] })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    expect(await userBalanceCents(db, user!.id, 'pending')).toBe(9_100);
    // A debit of a user's account within its balance posts (the release of a sale).
    const release = {
      kind: 'release',
      legs: [
        { owner: user!.id, account: 'pending', cents: -9_100 },
        { owner: user!.id, account: 'available', cents: 9_100 },
      ],
    } as const;
    expect(await postLedgerTransaction(db, { ...release, legs: [...release.legs] })).toEqual(expect.any(Number));
    expect([
      await userBalanceCents(db, user!.id, 'pending'),
      await userBalanceCents(db, user!.id, 'available'),
    ]).toEqual([0, 9_100]);
    await expect(
      postLedgerTransaction(db, { kind: 'broken', legs: [{ owner: user!.id, account: 'available', cents: 5 }] }),
    ).rejects.toBeInstanceOf(UnbalancedPostingError);
    // A user's account never goes below 0: the posting fails and writes nothing.
    await expect(
      db.transaction((tx) =>
        postLedgerTransaction(tx, {
          kind: 'overdraw',
          legs: [
            { owner: user!.id, account: 'available', cents: -9_101 },
            { owner: null, account: 'payouts', cents: 9_101 },
          ],
        }),
      ),
    ).rejects.toThrow();
    expect(await ledgerDiscrepancies(db)).toEqual({ accounts: [], transactions: [] });
    const [platform] = await db.query<{ balance_cents: number }>(
      "SELECT balance_cents FROM ledger_accounts WHERE owner_id IS NULL AND kind = 'buyer_payments'",
    );
    expect(platform!.balance_cents).toBe(-11_200);
  });

  const newUser = async (username: string) => {
    const [user] = await context.db.query<{ id: number }>(
      'INSERT INTO users (username, joined_at) VALUES ($1, now()) RETURNING id',
      [username],
    );
    return user!.id;
  };
  const transactionRow = (id: number) =>
    context.db.query<{ kind: string; swap_id: number | null; order_id: number | null; memo: string | null }>(
      'SELECT kind, swap_id, order_id, memo FROM ledger_transactions WHERE id = $1',
      [id],
    );
  const entries = (id: number) =>
    context.db.query<{ owner_id: number | null; kind: string; amount_cents: number }>(
      `SELECT a.owner_id, a.kind, e.amount_cents FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       WHERE e.transaction_id = $1 ORDER BY e.id`,
      [id],
    );

  it('writes a leg of 0 cents as no entry, keeps the memo and order, and refuses fractions of a cent', async () => {
    const { db } = context;
    const seller = await newUser('ledger_zero_leg');
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO orders (buyer_id, subtotal, shipping, total, payment_gateway, payment_transaction_id)
       VALUES ($1, 50, 0, 50, 'test', 'zero-leg') RETURNING id`,
      [seller],
    );
    const id = await postLedgerTransaction(db, {
      kind: 'sale',
      orderId: order!.id,
      idempotencyKey: 'sale:zero-postage',
      memo: 'order 41',
      legs: [
        { owner: null, account: 'payouts', cents: -5_000 },
        { owner: seller, account: 'pending', cents: 4_550 },
        { owner: null, account: 'fees', cents: 450 },
        { owner: null, account: 'postage', cents: 0 },
      ],
    });
    expect(await transactionRow(id!)).toEqual([{ kind: 'sale', swap_id: null, order_id: order!.id, memo: 'order 41' }]);
    // The entries keep the legs' order; the postage of 0 has none.
    expect(await entries(id!)).toEqual([
      { owner_id: null, kind: 'payouts', amount_cents: -5_000 },
      { owner_id: seller, kind: 'pending', amount_cents: 4_550 },
      { owner_id: null, kind: 'fees', amount_cents: 450 },
    ]);
    // Without memo, order or key: nulls, and every posting of it is new.
    const bare = { kind: 'adjustment', legs: [] };
    const first = await postLedgerTransaction(db, bare);
    expect(await transactionRow(first!)).toEqual([{ kind: 'adjustment', swap_id: null, order_id: null, memo: null }]);
    expect(await postLedgerTransaction(db, bare)).toBeGreaterThan(first!);
    for (const cents of [0.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN]) {
      await expect(
        postLedgerTransaction(db, {
          kind: 'fraction',
          legs: [
            { owner: null, account: 'fees', cents },
            { owner: null, account: 'payouts', cents: -cents },
          ],
        }),
      ).rejects.toThrow('Ledger amounts are whole cents');
    }
    expect(await ledgerDiscrepancies(db)).toEqual({ accounts: [], transactions: [] });
  });

  it('names what went wrong: the unbalanced sum, the reused key', async () => {
    const { db } = context;
    const user = await newUser('ledger_errors');
    const unbalanced = postLedgerTransaction(db, {
      kind: 'broken',
      legs: [
        { owner: user, account: 'available', cents: 7 },
        { owner: null, account: 'fees', cents: -5 },
      ],
    });
    await expect(unbalanced).rejects.toThrow(
      expect.objectContaining({
        name: 'UnbalancedPostingError',
        message: "Ledger posting 'broken' does not balance: its legs sum to 2 cents",
      }),
    );
    const grant = {
      kind: 'opening_balance',
      idempotencyKey: 'errors:key',
      legs: [
        { owner: null, account: 'promotions', cents: -1 },
        { owner: user, account: 'available', cents: 1 },
      ],
    } as const;
    await postLedgerTransaction(db, { ...grant, legs: [...grant.legs] });
    await expect(postLedgerTransaction(db, { ...grant, kind: 'other', legs: [...grant.legs] })).rejects.toThrow(
      expect.objectContaining({
        name: 'IdempotencyKeyReusedError',
        message: "Ledger idempotency key 'errors:key' was posted before for another kind, swap or order",
      }),
    );
  });

  it('reads 0 for an account never posted to, and each account of its owner and kind', async () => {
    const { db } = context;
    const user = await newUser('ledger_balances');
    const other = await newUser('ledger_balances_other');
    expect(await userBalanceCents(db, user, 'available')).toBe(0);
    await postOpeningBalance(db, user, 2_500);
    await postOpeningBalance(db, other, 700);
    expect(await userBalanceCents(db, user, 'available')).toBe(2_500);
    expect(await userBalanceCents(db, user, 'pending')).toBe(0);
    expect(await userBalanceCents(db, other, 'available')).toBe(700);
  });

  it('posts an opening balance once per user, from the promotions account', async () => {
    const { db } = context;
    const user = await newUser('ledger_opening');
    const [before] = await db.query<{ cents: number }>(
      "SELECT coalesce(sum(balance_cents), 0)::bigint AS cents FROM ledger_accounts WHERE owner_id IS NULL AND kind = 'promotions'",
    );
    await postOpeningBalance(db, user, 1_234);
    // A second grant (a seed run again) writes nothing, whatever its amount.
    await postOpeningBalance(db, user, 99);
    const rows = await db.query<{ id: number; kind: string; key: string }>(
      "SELECT id, kind, idempotency_key AS key FROM ledger_transactions WHERE idempotency_key LIKE 'opening:' || $1",
      [user],
    );
    expect(rows).toEqual([{ id: expect.any(Number), kind: 'opening_balance', key: `opening:${user}` }]);
    expect(await entries(rows[0]!.id)).toEqual([
      { owner_id: null, kind: 'promotions', amount_cents: -1_234 },
      { owner_id: user, kind: 'available', amount_cents: 1_234 },
    ]);
    const [after] = await db.query<{ cents: number }>(
      "SELECT sum(balance_cents)::bigint AS cents FROM ledger_accounts WHERE owner_id IS NULL AND kind = 'promotions'",
    );
    expect(Number(after!.cents) - Number(before!.cents)).toBe(-1_234);
  });

  it('opens and moves the accounts of a posting in one order whatever its legs’ order: by owner, then kind', async () => {
    const { db } = context;
    // Two postings sharing accounts lock them in this order and never deadlock (ledger.ts); new accounts get their ids
    // in it, so the ids show the order.
    const first = await newUser('ledger_order_a');
    const second = await newUser('ledger_order_b');
    await postLedgerTransaction(db, {
      kind: 'reward',
      legs: [
        { owner: second, account: 'pending', cents: 1 },
        { owner: first, account: 'pending', cents: 1 },
        { owner: null, account: 'promotions', cents: -4 },
        { owner: second, account: 'available', cents: 1 },
        { owner: first, account: 'gift_card', cents: 1 },
      ],
    });
    const accounts = await db.query<{ owner_id: number; kind: string }>(
      'SELECT owner_id, kind FROM ledger_accounts WHERE owner_id IN ($1, $2) ORDER BY id',
      [first, second],
    );
    expect(accounts).toEqual([
      { owner_id: first, kind: 'gift_card' },
      { owner_id: first, kind: 'pending' },
      { owner_id: second, kind: 'available' },
      { owner_id: second, kind: 'pending' },
    ]);
  });

  it('finds an account whose balance drifted from its entries, and a transaction whose entries do not sum to 0', async () => {
    const { db } = context;
    const user = await newUser('ledger_drift');
    await postOpeningBalance(db, user, 500);
    const [account] = await db.query<{ id: number }>(
      "SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = 'available'",
      [user],
    );
    const [transaction] = await db.query<{ id: number }>(
      "INSERT INTO ledger_transactions (kind) VALUES ('corrupt') RETURNING id",
    );
    try {
      await db.query('UPDATE ledger_accounts SET balance_cents = balance_cents + 1 WHERE id = $1', [account!.id]);
      await db.query('INSERT INTO ledger_entries (transaction_id, account_id, amount_cents) VALUES ($1, $2, 3)', [
        transaction!.id,
        account!.id,
      ]);
      await db.query('UPDATE ledger_accounts SET balance_cents = balance_cents + 3 WHERE id = $1', [account!.id]);
      expect(await ledgerDiscrepancies(db)).toEqual({ accounts: [account!.id], transactions: [transaction!.id] });
    } finally {
      // Put the ledger back for the other tests: the drift and the unbalanced entry go.
      await db.query('DELETE FROM ledger_entries WHERE transaction_id = $1', [transaction!.id]);
      await db.query('UPDATE ledger_accounts SET balance_cents = balance_cents - 4 WHERE id = $1', [account!.id]);
    }
    expect(await ledgerDiscrepancies(db)).toEqual({ accounts: [], transactions: [] });
  });
});
