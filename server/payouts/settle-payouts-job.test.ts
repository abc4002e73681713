import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { advanceClock, freezeClock, resetClock } from '../clock/clock';
import { JOB_HANDLERS, RECURRING_JOBS } from '../job-registry';
import { ledgerDiscrepancies } from '../ledger/ledger';
import {
  availableOf,
  cashOutAs,
  payoutPostings,
  payoutRows,
  payoutSeller,
  recordingPayoutProvider,
  testCipher,
} from '../testing/payouts';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { payoutDiscrepancies } from './payout-ledger';
import { SANDBOX_BANK_ACCOUNTS, SANDBOX_RETURNED_MESSAGE } from './sandbox';
import { SETTLE_PAYOUTS_JOB, settlePayouts } from './settle-payouts-job';
import { unavailablePayoutProvider } from './unavailable';

describeEachDriver('payouts.settle_payouts', (driver) => {
  const context = useSeededApp(driver);
  const db = () => context.db;
  const provider = recordingPayoutProvider();
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({ db: context.db, payoutProvider: provider });
  });
  beforeEach(async () => {
    provider.sent.splice(0);
    provider.asked.splice(0);
    Object.assign(provider.control, { unanswered: false, stillPending: false });
    await freezeClock(db());
  });
  afterEach(() => resetClock(db()));
  const settle = () => settlePayouts(db(), provider, () => testCipher);
  /** A seller's pending payout of `cents`, accepted by the provider. */
  async function pendingPayout(cents: number, accountNumber?: string) {
    const userId = await payoutSeller(db(), { availableCents: cents, accountNumber });
    const answer = await cashOutAs(app, userId, cents);
    expect(answer.status).toBe(201);
    const { id, state } = (answer.body as { data: { id: number; state: string } }).data;
    expect(state).toBe('pending');
    return { userId, id };
  }
  const stateOf = async (userId: number) => (await payoutRows(db(), userId))[0]!.state;

  it('marks an accepted payout paid once the provider says so; a second run at the same instant changes nothing', async () => {
    const { userId, id } = await pendingPayout(7_500);
    const moved = await settle();
    expect(moved).toBeGreaterThanOrEqual(1);
    expect(provider.asked).toContain(`sandbox_payout_payout-${id}`);
    expect(await stateOf(userId)).toBe('paid');
    const [row] = await db().query<{ paid_at: Date; now: Date }>(
      'SELECT paid_at, ks_now() AS now FROM payouts WHERE id = $1',
      [id],
    );
    expect(row!.paid_at).toEqual(row!.now);
    expect(await settle()).toBe(0);
    // Paid is final: the money stays out of Available, posted once.
    expect(await availableOf(db(), userId)).toBe(0);
    expect(await payoutPostings(db(), id)).toEqual([`payout:${id}`]);
  });

  it('fails a payout the bank returned and puts its money back in Available, once', async () => {
    const { userId, id } = await pendingPayout(4_200, SANDBOX_BANK_ACCOUNTS.returned);
    expect(await availableOf(db(), userId)).toBe(0);
    await settle();
    const [row] = await db().query<{ state: string; failure_message: string }>(
      'SELECT state, failure_message FROM payouts WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ state: 'failed', failure_message: SANDBOX_RETURNED_MESSAGE });
    expect(await availableOf(db(), userId)).toBe(4_200);
    expect(await payoutPostings(db(), id)).toEqual([`payout:${id}`, `payout:${id}:reversal`]);
    expect(await settle()).toBe(0);
    await advanceClock(db(), SETTLE_PAYOUTS_JOB.everyMs);
    await settle();
    expect(await stateOf(userId)).toBe('failed');
    expect(await availableOf(db(), userId)).toBe(4_200);
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
    expect(await payoutDiscrepancies(db())).toEqual([]);
  });

  it('leaves a payout still on its way pending and asks again a minute on, not before', async () => {
    const { userId, id } = await pendingPayout(3_000);
    provider.control.stillPending = true;
    expect(await settle()).toBe(0);
    expect(await stateOf(userId)).toBe('pending');
    const asked = provider.asked.filter((reference) => reference.endsWith(`payout-${id}`)).length;
    expect(asked).toBe(1);
    await advanceClock(db(), SETTLE_PAYOUTS_JOB.everyMs - 1);
    await settle();
    expect(provider.asked.filter((reference) => reference.endsWith(`payout-${id}`))).toHaveLength(1);
    provider.control.stillPending = false;
    await advanceClock(db(), 1);
    await settle();
    expect(await stateOf(userId)).toBe('paid');
  });

  it('sends again a payout whose sending was never answered, a minute after it was asked for, with its reference', async () => {
    const userId = await payoutSeller(db(), { availableCents: 2_000 });
    provider.control.unanswered = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect((await cashOutAs(app, userId, 2_000)).status).toBe(201);
      const { id } = (await payoutRows(db(), userId))[0]!;
      // The provider still does not answer: nothing is guessed, the payout waits with its money taken.
      await advanceClock(db(), SETTLE_PAYOUTS_JOB.everyMs);
      expect(await settle()).toBe(0);
      expect(await stateOf(userId)).toBe('pending');
      expect(await availableOf(db(), userId)).toBe(0);
      provider.control.unanswered = false;
      await advanceClock(db(), SETTLE_PAYOUTS_JOB.everyMs - 1);
      await settle();
      expect(provider.sent.filter((request) => request.reference === `payout-${id}`)).toEqual([]);
      await advanceClock(db(), 1);
      await settle();
      const sent = provider.sent.filter((request) => request.reference === `payout-${id}`);
      expect(sent.map((request) => request.amountCents)).toEqual([2_000]);
      expect((await payoutRows(db(), userId))[0]!.provider_reference).toBe(`sandbox_payout_payout-${id}`);
    } finally {
      warn.mockRestore();
    }
  });

  it('asks only the provider a payout was sent with, and nothing without a provider', async () => {
    const { userId, id } = await pendingPayout(1_500);
    await db().query("UPDATE payouts SET provider = 'another_provider' WHERE id = $1", [id]);
    try {
      await settle();
      expect(provider.asked.some((reference) => reference.endsWith(`payout-${id}`))).toBe(false);
      expect(await stateOf(userId)).toBe('pending');
    } finally {
      await db().query("UPDATE payouts SET provider = 'sandbox' WHERE id = $1", [id]);
    }
    expect(await settlePayouts(db(), unavailablePayoutProvider(), () => testCipher)).toBe(0);
    expect(await stateOf(userId)).toBe('pending');
  });

  it('is one of the recurring jobs every process schedules', () => {
    expect(RECURRING_JOBS).toContain(SETTLE_PAYOUTS_JOB);
    expect(JOB_HANDLERS[SETTLE_PAYOUTS_JOB.kind]).toBeTypeOf('function');
    expect(SETTLE_PAYOUTS_JOB).toMatchObject({ kind: 'payouts.settle_payouts', everyMs: 60_000 });
  });
});
