import { afterEach, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { REFERRAL_REWARD_CENTS } from '../../schemas/entities/referrals';
import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import { createApp } from '../app';
import { advanceClock, resetClock } from '../clock/clock';
import { ledgerDiscrepancies, userBalanceCents } from '../ledger/ledger';
import { describePostgres, forcedRace, type StatementMatch } from '../testing/forced-race';
import { buyableItems, useRecordingApp } from '../testing/money';
import { requestAs } from '../testing/requests';
import { finalizeDeliveries } from './delivery';

const BUYER = 1003;
const ADMIN = 1004;
/** `lockSwap`'s read of the swap (accept, dispute, refund, resolve): the point where each has read the stage. */
const AFTER_STAGE_READ = /FROM swaps s JOIN users u ON u.id = s.buyer_id/;
/** The finalising job's pick of the next delivered swap past its 72 hours. */
const AFTER_JOB_PICK = /FROM swaps WHERE stage = 'delivered'/;

/**
 * Settlement raced for real (server/testing/README.md 'A forced race'): the first party stops right after it read the
 * swap's stage, its transaction open, before it settles; the second comes then. The seller must be paid once:
 * one `release` (or `refund`) posting, the seller's balances moved once, one notice.
 */
describePostgres('settlement under forced races', (driver) => {
  const { context, gateway, add, checkout } = useRecordingApp(driver);
  const db = () => context.db;
  afterEach(() => resetClock(db()));

  /**
   * `buyer` buys a fresh item of a seller with no other swap (their balances move for this one only), and the
   * parcel is delivered now: the 72 hours to accept start.
   */
  async function deliveredSwap(buyer = BUYER) {
    const [item] = await buyableItems(db(), 1, {
      where: `seller_id <> ${buyer} AND NOT EXISTS (SELECT 1 FROM swaps o WHERE o.seller_id = i.seller_id)`,
    });
    expect((await add(buyer, item!.id)).status).toBe(201);
    expect((await checkout(buyer)).status).toBe(201);
    const [swap] = await db().query<{ id: number }>(
      `UPDATE swaps SET stage = 'delivered', shipped_at = ks_now(), delivered_at = ks_now(),
         accept_by = ks_now() + $3 * interval '1 millisecond' WHERE item_id = $1 AND buyer_id = $2 RETURNING id`,
      [item!.id, buyer, SWAP_TIMING.acceptWindow],
    );
    const proceeds = Math.round(item!.price * 100) - Math.max(100, Math.round(item!.price * 100 * 0.09));
    return { swapId: swap!.id, sellerId: item!.seller_id, proceeds };
  }
  const raceAt = (pauseAfter: StatementMatch) => {
    const race = forcedRace(db(), { pauseAfter });
    const app = createApp({ db: race.db, payments: gateway });
    const call = (method: string, path: string, userId: number, body?: unknown) => () =>
      requestAs(app, method, path, userId, body);
    return { race, call };
  };
  const statuses = (answers: { status: number; body: unknown }[]) =>
    answers.map((answer) =>
      answer.status < 300 ? answer.status : [answer.status, apiErrorBodySchema.parse(answer.body).errors[0]!.code],
    );
  const postings = async (swapId: number) =>
    (
      await db().query<{ key: string }>(
        'SELECT idempotency_key AS key FROM ledger_transactions WHERE swap_id = $1 ORDER BY id',
        [swapId],
      )
    ).map((row) => row.key);
  const notices = async (swapId: number) =>
    (
      await db().query<{ event: string }>(
        'SELECT event FROM swap_messages WHERE swap_id = $1 AND event IS NOT NULL ORDER BY id',
        [swapId],
      )
    ).map((row) => row.event);
  const balances = async (userId: number) => ({
    pending: await userBalanceCents(db(), userId, 'pending'),
    available: await userBalanceCents(db(), userId, 'available'),
  });
  const stage = async (swapId: number) =>
    (await db().query<{ stage: string }>('SELECT stage FROM swaps WHERE id = $1', [swapId]))[0]!.stage;
  const accept = (swapId: number) => ['POST', `/v1/swaps/${swapId}/accept`, BUYER] as const;
  const dispute = (swapId: number) =>
    ['POST', `/v1/swaps/${swapId}/dispute`, BUYER, { dispute: { reason: 'damaged', description: 'Cracked' } }] as const;

  /** The seller was paid exactly once: one release, pending emptied into available, one 'sale is final'. */
  async function expectPaidOnce({ swapId, sellerId, proceeds }: Awaited<ReturnType<typeof deliveredSwap>>) {
    expect(await balances(sellerId)).toEqual({ pending: 0, available: proceeds });
    expect(await postings(swapId)).toEqual([`sale:${swapId}`, `release:${swapId}`]);
    expect((await notices(swapId)).filter((event) => event === 'sale_final')).toHaveLength(1);
    expect(await stage(swapId)).toBe('final');
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
  }

  it("the buyer's accept, read just inside the 72 hours, and the finalising job just after: paid once", async () => {
    const swap = await deliveredSwap();
    expect(await balances(swap.sellerId)).toEqual({ pending: swap.proceeds, available: 0 });
    const { race, call } = raceAt(AFTER_STAGE_READ);
    const { results, positions } = await race.run(call(...accept(swap.swapId)), async () => {
      // The window closes while the accept stands at its read; the job runs then.
      await advanceClock(db(), SWAP_TIMING.acceptWindow + 60_000);
      return finalizeDeliveries(race.db);
    });
    await expectPaidOnce(swap);
    expect(statuses([results[0]])).toEqual([200]);
    expect(await notices(swap.swapId)).toEqual(['paid', 'item_accepted', 'sale_final']);
    // The job skips the swap the accept holds (SKIP LOCKED) and finalises the seed's delivered swaps, if any.
    expect(positions).toEqual(['paused', 'done']);
  });

  it('two jobs finalising at once: each swap once', async () => {
    const swap = await deliveredSwap();
    await advanceClock(db(), SWAP_TIMING.acceptWindow + 60_000);
    const due = await db().query<{ id: number }>(
      "SELECT id FROM swaps WHERE stage = 'delivered' AND accept_by <= ks_now() ORDER BY id",
    );
    // Ours and any delivered swap of the seed now past its 72 hours, with their 'sale is final' notices so far.
    const finals = () =>
      db().query<{ id: number; stage: string; notices: number }>(
        `SELECT s.id, s.stage, (SELECT count(*)::int FROM swap_messages m WHERE m.swap_id = s.id AND m.event = 'sale_final')
           AS notices FROM swaps s WHERE s.id = ANY ($1::int[]) ORDER BY s.id`,
        [due.map((row) => row.id)],
      );
    const before = await finals();
    const race = forcedRace(db(), { pauseAfter: AFTER_JOB_PICK });
    const { results, positions } = await race.run(
      () => finalizeDeliveries(race.db),
      () => finalizeDeliveries(race.db),
    );
    expect(results[0] + results[1]).toBe(due.length);
    expect(await finals()).toEqual(before.map((row) => ({ ...row, stage: 'final', notices: row.notices + 1 })));
    await expectPaidOnce(swap);
    // Both picked (the second skipping the swap the first holds) before either settled.
    expect(positions).toEqual(['paused', 'paused']);
  });

  it('two accepts at once (a double tap): paid once, the second 409', async () => {
    const swap = await deliveredSwap();
    const { race, call } = raceAt(AFTER_STAGE_READ);
    const { results, positions } = await race.run(call(...accept(swap.swapId)), call(...accept(swap.swapId)));
    await expectPaidOnce(swap);
    expect(statuses(results)).toEqual([200, [409, 'not_delivered']]);
    expect(await notices(swap.swapId)).toEqual(['paid', 'item_accepted', 'sale_final']);
    expect(positions).toEqual(['paused', 'blocked']);
  });

  it('an accept and a dispute at once, the accept first: paid once, the dispute refused', async () => {
    const swap = await deliveredSwap();
    const { race, call } = raceAt(AFTER_STAGE_READ);
    const { results, positions } = await race.run(call(...accept(swap.swapId)), call(...dispute(swap.swapId)));
    await expectPaidOnce(swap);
    expect(statuses(results)).toEqual([200, [409, 'not_delivered']]);
    expect(await db().query('SELECT 1 FROM disputes WHERE swap_id = $1', [swap.swapId])).toEqual([]);
    expect(positions).toEqual(['paused', 'blocked']);
  });

  it('a dispute and an accept at once, the dispute first: the money stays held, the accept refused', async () => {
    const swap = await deliveredSwap();
    const { race, call } = raceAt(AFTER_STAGE_READ);
    const { results, positions } = await race.run(call(...dispute(swap.swapId)), call(...accept(swap.swapId)));
    expect(await postings(swap.swapId)).toEqual([`sale:${swap.swapId}`]);
    expect(await balances(swap.sellerId)).toEqual({ pending: swap.proceeds, available: 0 });
    expect(statuses(results)).toEqual([201, [409, 'not_delivered']]);
    expect(await stage(swap.swapId)).toBe('disputed');
    expect(await notices(swap.swapId)).toEqual(['paid', 'dispute_opened']);
    expect(positions).toEqual(['paused', 'blocked']);
  });

  it('two admins resolving one dispute at once, a full refund and no refund: one outcome, its money once', async () => {
    const swap = await deliveredSwap();
    const { race, call } = raceAt(AFTER_STAGE_READ);
    expect((await call(...dispute(swap.swapId))()).status).toBe(201);
    const resolve = (outcome: string) =>
      call('PUT', `/v1/swaps/${swap.swapId}/dispute`, ADMIN, { resolution: { outcome, return_label: false } });
    const { results, positions } = await race.run(resolve('full_refund'), resolve('no_refund'));
    expect(await postings(swap.swapId)).toEqual([`sale:${swap.swapId}`, `refund:${swap.swapId}`]);
    expect(gateway.refunds).toHaveLength(1);
    expect(await balances(swap.sellerId)).toEqual({ pending: 0, available: 0 });
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
    expect(statuses(results)).toEqual([200, [409, 'no_open_dispute']]);
    expect(await stage(swap.swapId)).toBe('refunded');
    expect(positions).toEqual(['paused', 'blocked']);
  });

  it("a referred buyer's two purchases final at once: the referrer is rewarded once", async () => {
    const [buyer, referrer] = await db().query<{ id: number }>(
      `SELECT id FROM users u WHERE id < 1000 AND NOT EXISTS (SELECT 1 FROM referrals r WHERE r.referred_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.buyer_id = u.id OR s.seller_id = u.id)
       ORDER BY id LIMIT 2`,
    );
    await db().query('INSERT INTO referrals (referrer_id, referred_id) VALUES ($1, $2)', [referrer!.id, buyer!.id]);
    const swaps = [await deliveredSwap(buyer!.id), await deliveredSwap(buyer!.id)];
    // Each accept stops after marking the referral rewarded, before it commits.
    const { race, call } = raceAt(/UPDATE referrals r SET rewarded_at/);
    const { results, positions } = await race.run(
      ...swaps.map((swap) => call('POST', `/v1/swaps/${swap.swapId}/accept`, buyer!.id)),
    );
    expect(await userBalanceCents(db(), referrer!.id, 'gift_card')).toBe(REFERRAL_REWARD_CENTS);
    // The purchase that earned it is the first to become final, and stays so.
    expect(
      await db().query('SELECT reward_swap_id, reward_cents FROM referrals WHERE referred_id = $1', [buyer!.id]),
    ).toEqual([{ reward_swap_id: swaps[0]!.swapId, reward_cents: REFERRAL_REWARD_CENTS }]);
    for (const swap of swaps) await expectPaidOnce(swap);
    expect(statuses(results)).toEqual([200, 200]);
    expect(
      await db().query<{ key: string }>(
        "SELECT idempotency_key AS key FROM ledger_transactions WHERE kind = 'referral_reward' AND idempotency_key = $1",
        [`referral:${buyer!.id}`],
      ),
    ).toEqual([{ key: `referral:${buyer!.id}` }]);
    expect(positions).toEqual(['paused', 'blocked']);
  });
});
