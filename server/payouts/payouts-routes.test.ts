import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { cashoutSchema, payoutSchema, payoutsSchema, type Payout } from '../../schemas/entities/payouts';
import { createApp } from '../app';
import { ledgerDiscrepancies } from '../ledger/ledger';
import { demoAccount } from '../seed/demo-accounts';
import { DEMO_PAYOUT } from '../seed/payouts';
import {
  availableOf,
  cashOutAs,
  payoutPostings,
  payoutRows,
  payoutSeller,
  recordingPayoutProvider,
  testCipher,
} from '../testing/payouts';
import { newUser } from '../testing/pro';
import { PRODUCTION_SECRETS } from '../testing/production-secrets';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { payoutDiscrepancies } from './payout-ledger';
import { SANDBOX_BANK_ACCOUNTS, SANDBOX_REFUSED_MESSAGE } from './sandbox';
import { settlePayouts } from './settle-payouts-job';

const seller = demoAccount('seller').id;

describeEachDriver('cash-outs (POST /v1/users/:uuid/payouts)', (driver) => {
  const context = useSeededApp(driver);
  const db = () => context.db;
  const provider = recordingPayoutProvider();
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ db: context.db, payoutProvider: provider });
  });
  beforeEach(() => {
    provider.sent.splice(0);
    provider.asked.splice(0);
    provider.control.unanswered = false;
  });
  const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0];
  const payoutOf = (body: unknown) => payoutSchema.parse((body as { data: unknown }).data);
  /** The ledger and the payouts sound: checked after every money-moving test. */
  const expectSound = async () => {
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
    expect(await payoutDiscrepancies(db())).toEqual([]);
  };

  it('cashes out exactly Available: 201 pending, Available 0, one posting available → payouts, one transfer', async () => {
    const userId = await payoutSeller(db(), { availableCents: 41_250 });
    const answer = await cashOutAs(app, userId, 41_250);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const payout = payoutOf(answer.body);
    expect(payout).toMatchObject({
      state: 'pending',
      amount_cents: 41_250,
      bank_last4: '6789',
      paid_at: null,
      failed_at: null,
      failure_message: null,
    });
    expect(await availableOf(db(), userId)).toBe(0);
    expect(await payoutPostings(db(), payout.id)).toEqual([`payout:${payout.id}`]);
    const legs = await db().query<{ owner_id: number | null; kind: string; amount_cents: number }>(
      `SELECT a.owner_id, a.kind, e.amount_cents FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id WHERE t.idempotency_key = $1 ORDER BY e.amount_cents`,
      [`payout:${payout.id}`],
    );
    expect(legs).toEqual([
      { owner_id: userId, kind: 'available', amount_cents: -41_250 },
      { owner_id: null, kind: 'payouts', amount_cents: 41_250 },
    ]);
    expect(provider.sent).toEqual([
      {
        reference: `payout-${payout.id}`,
        amountCents: 41_250,
        currency: 'USD',
        destination: { holderName: 'Pat Seller', routingNumber: '110000000', accountNumber: '000123456789' },
      },
    ]);
    await expectSound();
  });

  it('refuses one cent more than Available (422 on the amount, "at most"), writing nothing', async () => {
    const userId = await payoutSeller(db(), { availableCents: 41_250 });
    const answer = await cashOutAs(app, userId, 41_251);
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body)).toEqual({
      message: 'You can cash out at most $412.50',
      code: 'above_available',
      field: 'payout.amount_cents',
    });
    expect(await availableOf(db(), userId)).toBe(41_250);
    expect(await payoutRows(db(), userId)).toEqual([]);
    expect(provider.sent).toEqual([]);
  });

  it('cashes out part of Available and leaves the rest', async () => {
    const userId = await payoutSeller(db(), { availableCents: 50_000 });
    expect((await cashOutAs(app, userId, 12_345)).status).toBe(201);
    expect(await availableOf(db(), userId)).toBe(37_655);
    expect((await cashOutAs(app, userId, 37_655)).status).toBe(201);
    expect(await availableOf(db(), userId)).toBe(0);
    expect((await payoutRows(db(), userId)).map((row) => row.amount_cents)).toEqual([12_345, 37_655]);
    await expectSound();
  });

  it('takes the minimum, $1.00, and refuses a cent less (422 "The smallest cash-out is $1")', async () => {
    const userId = await payoutSeller(db(), { availableCents: 500 });
    const below = await cashOutAs(app, userId, 99);
    expect(below.status).toBe(422);
    expect(errorOf(below.body)).toEqual({
      message: 'The smallest cash-out is $1',
      code: 'below_minimum',
      field: 'payout.amount_cents',
    });
    expect(await payoutRows(db(), userId)).toEqual([]);
    expect((await cashOutAs(app, userId, 100)).status).toBe(201);
    expect(await availableOf(db(), userId)).toBe(400);
  });

  it('a seller with nothing Available is told so: at most $0', async () => {
    const userId = await payoutSeller(db(), { availableCents: 0 });
    const answer = await cashOutAs(app, userId, 100);
    expect(answer.status).toBe(422);
    expect(errorOf(answer.body)?.message).toBe('You can cash out at most $0');
  });

  it('answers the same payout to the same key and amount (200), paying once', async () => {
    const userId = await payoutSeller(db(), { availableCents: 30_000 });
    const first = await cashOutAs(app, userId, 10_000, 'cash-out-key-1');
    const again = await cashOutAs(app, userId, 10_000, 'cash-out-key-1');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(payoutOf(again.body)).toEqual(payoutOf(first.body));
    expect(await availableOf(db(), userId)).toBe(20_000);
    expect(provider.sent).toHaveLength(1);
    // The key is the seller's own: another seller's same key is a cash-out of its own.
    const other = await payoutSeller(db(), { availableCents: 10_000 });
    expect((await cashOutAs(app, other, 10_000, 'cash-out-key-1')).status).toBe(201);
    await expectSound();
  });

  it('refuses the same key with another amount (422 idempotency_key_reused), writing nothing', async () => {
    const userId = await payoutSeller(db(), { availableCents: 30_000 });
    expect((await cashOutAs(app, userId, 10_000, 'cash-out-key-2')).status).toBe(201);
    const reused = await cashOutAs(app, userId, 10_001, 'cash-out-key-2');
    expect(reused.status).toBe(422);
    expect(errorOf(reused.body)).toEqual({
      message: 'This idempotency key was used for another cash-out',
      code: 'idempotency_key_reused',
      field: 'x-idempotency-key',
    });
    expect(await availableOf(db(), userId)).toBe(20_000);
    expect(await payoutRows(db(), userId)).toHaveLength(1);
  });

  it('sends a seller without a completed seller account to set up payouts (409), writing nothing', async () => {
    const { id: noAccount } = await newUser(db(), 'no_account');
    const incomplete = await payoutSeller(db(), { availableCents: 10_000 });
    await db().query('UPDATE seller_accounts SET completed_at = NULL WHERE user_id = $1', [incomplete]);
    for (const userId of [noAccount, incomplete]) {
      const answer = await cashOutAs(app, userId, 100);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        errors: [{ message: 'Set up payouts before you cash out', code: 'seller_account_incomplete' }],
        meta: { setup_url: '/selling/create' },
      });
      expect(await payoutRows(db(), userId)).toEqual([]);
    }
    expect(await availableOf(db(), incomplete)).toBe(10_000);
  });

  it('refuses bank numbers that do not open (409 to edit the bank), writing nothing', async () => {
    const userId = await payoutSeller(db(), { availableCents: 10_000 });
    // Sealed for another seller's row: it does not open for this one.
    await db().query('UPDATE seller_accounts SET bank_account_sealed = $2 WHERE user_id = $1', [
      userId,
      testCipher.seal('000123456789', 'seller_account:1:account_number'),
    ]);
    const answer = await cashOutAs(app, userId, 5_000);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      errors: [{ code: 'bank_details_unreadable' }],
      meta: { setup_url: '/selling/edit/bank' },
    });
    expect(await availableOf(db(), userId)).toBe(10_000);
    expect(await payoutRows(db(), userId)).toEqual([]);
  });

  it('a transfer the provider refuses fails the payout and puts the money back in Available', async () => {
    const userId = await payoutSeller(db(), { availableCents: 25_000, accountNumber: SANDBOX_BANK_ACCOUNTS.refused });
    const answer = await cashOutAs(app, userId, 20_000, 'refused-key');
    expect(answer.status).toBe(201);
    const payout = payoutOf(answer.body);
    expect(payout).toMatchObject({
      state: 'failed',
      amount_cents: 20_000,
      bank_last4: '1113',
      failure_message: SANDBOX_REFUSED_MESSAGE,
    });
    expect(payout.failed_at).not.toBeNull();
    expect(await availableOf(db(), userId)).toBe(25_000);
    expect(await payoutPostings(db(), payout.id)).toEqual([`payout:${payout.id}`, `payout:${payout.id}:reversal`]);
    // The same key again answers the failed payout and sends nothing.
    const again = await cashOutAs(app, userId, 20_000, 'refused-key');
    expect([again.status, payoutOf(again.body)]).toEqual([200, payout]);
    expect(provider.sent).toHaveLength(1);
    expect(await availableOf(db(), userId)).toBe(25_000);
    await expectSound();
  });

  it('a send the provider never answers leaves the payout pending with the money taken; the job sends it again', async () => {
    const userId = await payoutSeller(db(), { availableCents: 10_000 });
    provider.control.unanswered = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const answer = await cashOutAs(app, userId, 10_000);
      expect(answer.status).toBe(201);
      expect(payoutOf(answer.body).state).toBe('pending');
    } finally {
      warn.mockRestore();
    }
    expect(await availableOf(db(), userId)).toBe(0);
    const [row] = await payoutRows(db(), userId);
    expect(row!.provider_reference).toBeNull();
    provider.control.unanswered = false;
    // A minute on, the job sends it again with the same reference, then finds it paid.
    await db().query("UPDATE payouts SET check_at = check_at - interval '1 minute' WHERE id = $1", [row!.id]);
    await settlePayouts(db(), provider, () => testCipher);
    expect(provider.sent.map((request) => request.reference)).toEqual([`payout-${row!.id}`]);
    await db().query("UPDATE payouts SET check_at = check_at - interval '1 minute' WHERE id = $1", [row!.id]);
    await settlePayouts(db(), provider, () => testCipher);
    expect((await payoutRows(db(), userId))[0]!.state).toBe('paid');
    await expectSound();
  });

  it('keeps the bank of the request: a bank changed afterwards is neither shown nor paid', async () => {
    const userId = await payoutSeller(db(), { availableCents: 10_000 });
    provider.control.unanswered = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect((await cashOutAs(app, userId, 10_000)).status).toBe(201);
    } finally {
      warn.mockRestore();
    }
    provider.control.unanswered = false;
    await db().query(
      `UPDATE seller_accounts SET bank_account_sealed = $2, bank_account_last4 = '4321' WHERE user_id = $1`,
      [userId, testCipher.seal('000987654321', `seller_account:${userId}:account_number`)],
    );
    await db().query("UPDATE payouts SET check_at = check_at - interval '1 minute' WHERE user_id = $1", [userId]);
    await settlePayouts(db(), provider, () => testCipher);
    expect(provider.sent.map((request) => request.destination.accountNumber)).toEqual(['000123456789']);
    const history = await requestAs(app, 'GET', `/v1/users/user-${userId}/payouts`, userId);
    expect(payoutsSchema.parse((history.body as { data: unknown }).data)[0]!.bank_last4).toBe('6789');
  });

  it('refuses a cash-out without an idempotency key, or of no whole cents (400), writing nothing', async () => {
    const userId = await payoutSeller(db(), { availableCents: 10_000 });
    const keyless = await cashOutAs(app, userId, 1_000, null);
    expect(keyless.status).toBe(400);
    expect(errorOf(keyless.body)).toMatchObject({ code: 'invalid', field: 'x-idempotency-key' });
    for (const amount of [10.5, -100, 0, '1000', null]) {
      const bad = await cashOutAs(app, userId, amount);
      expect(bad.status, String(amount)).toBe(400);
      expect(errorOf(bad.body)).toMatchObject({ code: 'invalid', field: 'payout.amount_cents' });
    }
    expect(await payoutRows(db(), userId)).toEqual([]);
  });

  it('asks a guest to sign in (401) and answers 404 for another user’s uuid, writing nothing', async () => {
    const userId = await payoutSeller(db(), { availableCents: 10_000 });
    expect((await requestAs(app, 'POST', `/v1/users/user-${userId}/payouts`, null, {})).status).toBe(401);
    const other = await requestAs(app, 'POST', `/v1/users/user-${userId}/payouts`, seller, {
      payout: { amount_cents: 100 },
    });
    expect(other).toEqual({ status: 404, body: { errors: [{ message: 'Not found', code: 'not_found' }] } });
    expect(await availableOf(db(), userId)).toBe(10_000);
  });

  describe('in production without a payout provider', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('answers 503 payouts_unavailable and writes nothing; the page is told cash-outs are off', async () => {
      const userId = await payoutSeller(db(), { availableCents: 10_000 });
      vi.stubEnv('KS_ENV', 'production');
      const production = createApp({ db: db(), ...PRODUCTION_SECRETS });
      const before = await db().query('SELECT count(*)::int AS n FROM ledger_transactions');
      const answer = await cashOutAs(production, userId, 5_000);
      expect(answer).toEqual({
        status: 503,
        body: {
          errors: [
            {
              message: 'Cash-outs are unavailable right now. Nothing was taken from your balance.',
              code: 'payouts_unavailable',
            },
          ],
        },
      });
      expect(await availableOf(db(), userId)).toBe(10_000);
      expect(await payoutRows(db(), userId)).toEqual([]);
      expect(await db().query('SELECT count(*)::int AS n FROM ledger_transactions')).toEqual(before);
      const summary = await requestAs(production, 'GET', `/v1/users/user-${userId}/cashout`, userId);
      expect(cashoutSchema.parse((summary.body as { data: unknown }).data).payouts_available).toBe(false);
    });
  });
});

describeEachDriver('GET /v1/users/:uuid/payouts and /cashout', (driver) => {
  const context = useSeededApp(driver);
  const db = () => context.db;
  const get = (path: string, userId: number | null) => requestAs(context.app, 'GET', path, userId);

  it('answers the caller’s payouts newest first, with state, amount, date and bank last 4', async () => {
    const userId = await payoutSeller(db(), { availableCents: 10_000 });
    const first = await cashOutAs(context.app, userId, 1_000);
    const second = await cashOutAs(context.app, userId, 2_000);
    // Asked in the same instant: the later id is the newer.
    await db().query('UPDATE payouts SET requested_at = $2 WHERE user_id = $1', [userId, new Date()]);
    const { status, body } = await get(`/v1/users/user-${userId}/payouts`, userId);
    expect(status).toBe(200);
    const history = payoutsSchema.parse((body as { data: unknown }).data);
    const ids = [second, first].map(({ body: answer }) => (answer as { data: Payout }).data.id);
    expect(history.map((payout) => [payout.id, payout.amount_cents, payout.state, payout.bank_last4])).toEqual([
      [ids[0], 2_000, 'pending', '6789'],
      [ids[1], 1_000, 'pending', '6789'],
    ]);
  });

  it('shows demo_seller’s seeded paid payout', async () => {
    const history = payoutsSchema.parse(
      ((await get(`/v1/users/user-${seller}/payouts`, seller)).body as { data: unknown }).data,
    );
    expect(history.at(-1)).toMatchObject({
      state: 'paid',
      amount_cents: DEMO_PAYOUT.amountCents,
      bank_last4: DEMO_PAYOUT.bankLast4,
    });
    expect(await payoutDiscrepancies(db())).toEqual([]);
  });

  it('answers what the cash-out page needs: Available, the minimum, and the payout set-up', async () => {
    const userId = await payoutSeller(db(), { availableCents: 12_345 });
    const { id: newcomer } = await newUser(db(), 'no_account');
    const summary = async (id: number) =>
      cashoutSchema.parse(((await get(`/v1/users/user-${id}/cashout`, id)).body as { data: unknown }).data);
    expect(await summary(userId)).toEqual({
      available_cents: 12_345,
      minimum_cents: 100,
      payouts_available: true,
      seller_account: { completed: true, bank_last4: '6789' },
    });
    expect(await summary(newcomer)).toEqual({
      available_cents: 0,
      minimum_cents: 100,
      payouts_available: true,
      seller_account: { completed: false, bank_last4: null },
    });
  });

  it('asks a guest to sign in (401) and answers 404 for another user’s payouts', async () => {
    for (const path of ['payouts', 'cashout']) {
      expect((await get(`/v1/users/user-${seller}/${path}`, null)).status).toBe(401);
      expect(await get(`/v1/users/user-${seller}/${path}`, demoAccount('buyer').id)).toEqual({
        status: 404,
        body: { errors: [{ message: 'Not found', code: 'not_found' }] },
      });
    }
    const badUuid = await get(`/v1/users/${'x'.repeat(101)}/payouts`, seller);
    expect(badUuid.status).toBe(400);
    expect(apiErrorBodySchema.parse(badUuid.body).errors[0]).toMatchObject({ code: 'invalid', field: 'uuid' });
  });
});
