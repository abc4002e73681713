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
});
