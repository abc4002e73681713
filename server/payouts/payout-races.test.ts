import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { createApp } from '../app';
import { ledgerDiscrepancies, postLedgerTransaction } from '../ledger/ledger';
import { describePostgres, forcedRace } from '../testing/forced-race';
import { availableOf, cashOutAs, payoutRows, payoutSeller, recordingPayoutProvider } from '../testing/payouts';
import { useSeededApp } from '../testing/test-databases';
import { payoutDiscrepancies } from './payout-ledger';

/**
 * Cash-outs raced for real (server/testing/README.md 'A forced race'): the first cash-out stops right after it read
 * the seller account (locking it), its transaction open, before it read Available or wrote; the second comes then.
 */
describePostgres('cash-outs under forced races', (driver) => {
  const context = useSeededApp(driver);
  const db = () => context.db;
  const provider = recordingPayoutProvider();
  beforeEach(() => void provider.sent.splice(0));
  const raceAt = (pauseAfter: RegExp) => {
    const race = forcedRace(db(), { pauseAfter });
    return { race, app: createApp({ db: race.db, payoutProvider: provider }) };
  };
  const AFTER_ACCOUNT_READ = /FROM seller_accounts WHERE user_id/;
  const codeOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0]!.code;
  const expectSound = async () => {
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
    expect(await payoutDiscrepancies(db())).toEqual([]);
  };

  it('two cash-outs of all of Available at once pay once: the second waits, then is refused', async () => {
    const userId = await payoutSeller(db(), { availableCents: 30_000 });
    const { race, app } = raceAt(AFTER_ACCOUNT_READ);
    const { results, positions } = await race.run(
      () => cashOutAs(app, userId, 30_000),
      () => cashOutAs(app, userId, 30_000),
    );
    expect(provider.sent).toHaveLength(1);
    expect(await payoutRows(db(), userId)).toHaveLength(1);
    expect(await availableOf(db(), userId)).toBe(0);
    expect(results.map((result) => result.status)).toEqual([201, 422]);
    expect(apiErrorBodySchema.parse(results[1].body).errors[0]!.message).toBe('You can cash out at most $0');
    expect(positions).toEqual(['paused', 'blocked']);
    await expectSound();
  });

  it('the same key twice at once is one payout: the second answers it', async () => {
    const userId = await payoutSeller(db(), { availableCents: 30_000 });
    const key = randomUUID();
    const { race, app } = raceAt(AFTER_ACCOUNT_READ);
    const { results, positions } = await race.run(
      () => cashOutAs(app, userId, 10_000, key),
      () => cashOutAs(app, userId, 10_000, key),
    );
    expect(provider.sent).toHaveLength(1);
    expect(await availableOf(db(), userId)).toBe(20_000);
    expect(results.map((result) => result.status)).toEqual([201, 200]);
    expect((results[1].body as { data: unknown }).data).toEqual((results[0].body as { data: unknown }).data);
    expect(positions).toEqual(['paused', 'blocked']);
    await expectSound();
  });

  it('another debit of Available committed between the read and the posting: refused as above Available, not a 500', async () => {
    const userId = await payoutSeller(db(), { availableCents: 30_000 });
    // The cash-out stops after reading Available, before taking it; another debit (checkout spending the balance,
    // which does not lock the seller account) commits then.
    const { race, app } = raceAt(/SELECT balance_cents FROM ledger_accounts WHERE owner_id/);
    const { results, positions } = await race.run(
      () => cashOutAs(app, userId, 30_000),
      () =>
        race.db.transaction((tx) =>
          postLedgerTransaction(tx, {
            kind: 'test_spend',
            idempotencyKey: `test-spend:${userId}`,
            legs: [
              { owner: userId, account: 'available', cents: -5_000 },
              { owner: null, account: 'buyer_payments', cents: 5_000 },
            ],
          }),
        ),
    );
    expect(positions).toEqual(['paused', 'done']);
    expect(results[0].status).toBe(422);
    expect(codeOf(results[0].body)).toBe('above_available');
    expect(apiErrorBodySchema.parse(results[0].body).errors[0]!.message).toBe('You can cash out at most $250');
    expect(await availableOf(db(), userId)).toBe(25_000);
    expect(await payoutRows(db(), userId)).toEqual([]);
    expect(provider.sent).toEqual([]);
    await expectSound();
  });
});
