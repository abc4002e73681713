import { afterEach, beforeEach, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { swapSchema } from '../../schemas/entities/swap';
import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import { createApp } from '../app';
import { advanceClock, resetClock } from '../clock/clock';
import { giveShipTo } from '../testing/addresses';
import { describePostgres, forcedRace } from '../testing/forced-race';
import { buyableItems, useRecordingApp } from '../testing/money';
import { requestAs } from '../testing/requests';
import type { LabelRequest } from './carrier';
import { sandboxCarrier } from './sandbox';

const BUYER = 1003;

/** The sandbox carrier, recording each label bought: what the carrier would bill. */
function recordingCarrier() {
  const sandbox = sandboxCarrier();
  const labels: LabelRequest[] = [];
  return {
    ...sandbox,
    labels,
    createLabel: (request: LabelRequest) => (labels.push(request), sandbox.createLabel(request)),
  };
}

/**
 * Label printing raced for real (server/testing/README.md 'A forced race'): the first caller stops right after it read
 * whether the swap's parcel has a label, its transaction open, before it buys one; the second comes then.
 */
describePostgres('shipping labels under forced races', (driver) => {
  const { context, gateway, add, checkout } = useRecordingApp(driver);
  const db = () => context.db;
  const carrier = recordingCarrier();
  beforeEach(() => void carrier.labels.splice(0));
  afterEach(() => resetClock(db()));

  /** BUYER buys a fresh item through the checkout (its sale posted); the seller has a shipping address. */
  async function paidSwap() {
    const [item] = await buyableItems(db(), 1);
    expect((await add(BUYER, item!.id)).status).toBe(201);
    expect((await checkout(BUYER)).status).toBe(201);
    await giveShipTo(db(), item!.seller_id);
    const [swap] = await db().query<{ id: number }>('SELECT id FROM swaps WHERE item_id = $1 AND buyer_id = $2', [
      item!.id,
      BUYER,
    ]);
    return { swapId: swap!.id, sellerId: item!.seller_id };
  }
  /** A race whose parties stop after reading the swap's parcel (a label's) or locking it (a refund's). */
  const raceAt = (pauseAfter: RegExp) => {
    const race = forcedRace(db(), { pauseAfter });
    return { race, app: createApp({ db: race.db, payments: gateway, carrier }) };
  };
  const AFTER_PARCEL_READ = /FROM shipments WHERE swap_id/;
  const print = (app: ReturnType<typeof createApp>, swapId: number, sellerId: number) => () =>
    requestAs(app, 'PUT', `/v1/swaps/${swapId}/print_label`, sellerId);
  const shipments = (swapId: number) =>
    db().query<{ source: string; tracking_number: string }>(
      'SELECT source, tracking_number FROM shipments WHERE swap_id = $1',
      [swapId],
    );
  const notices = async (swapId: number) =>
    (
      await db().query<{ event: string }>(
        'SELECT event FROM swap_messages WHERE swap_id = $1 AND event IS NOT NULL ORDER BY id',
        [swapId],
      )
    ).map((row) => row.event);
  const postings = async (swapId: number) =>
    (
      await db().query<{ key: string }>(
        'SELECT idempotency_key AS key FROM ledger_transactions WHERE swap_id = $1 ORDER BY id',
        [swapId],
      )
    ).map((row) => row.key);
  const codeOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0]!.code;
  const stage = async (swapId: number) =>
    (await db().query<{ stage: string }>('SELECT stage FROM swaps WHERE id = $1', [swapId]))[0]!.stage;

  it('two prints, both past the label check before either buys: one label bought, the other answers it', async () => {
    const { swapId, sellerId } = await paidSwap();
    const { race, app } = raceAt(AFTER_PARCEL_READ);
    const { results, positions } = await race.run(print(app, swapId, sellerId), print(app, swapId, sellerId));
    expect(carrier.labels).toHaveLength(1);
    expect(results.map((answer) => answer.status)).toEqual([201, 200]);
    const [first, second] = results.map((answer) => swapSchema.parse((answer.body as { data: unknown }).data));
    expect(second!.shipment).toEqual(first!.shipment);
    expect(await shipments(swapId)).toEqual([{ source: 'label', tracking_number: first!.shipment!.tracking_number }]);
    expect(await notices(swapId)).toEqual(['paid', 'label_printed']);
    // The postage was charged once, with the sale; printing posts nothing.
    expect(await postings(swapId)).toEqual([`sale:${swapId}`]);
    // The second print queues on the swap's row the first holds (FOR UPDATE), then finds its label.
    expect(positions).toEqual(['paused', 'blocked']);
  });

  it("a print and the seller's own tracking number at once: one parcel, the other refused", async () => {
    const { swapId, sellerId } = await paidSwap();
    const { race, app } = raceAt(AFTER_PARCEL_READ);
    const track = () =>
      requestAs(app, 'POST', `/v1/swaps/${swapId}/tracking`, sellerId, {
        shipment: { carrier: 'ups', tracking_number: `1ZKS5W0${String(swapId).padStart(10, '0')}9` },
      });
    const { results, positions } = await race.run(print(app, swapId, sellerId), track);
    expect((await shipments(swapId)).map((row) => row.source)).toEqual(['label']);
    expect(carrier.labels).toHaveLength(1);
    expect(results.map((answer) => answer.status)).toEqual([201, 409]);
    expect(codeOf(results[1].body)).toBe('already_shipped');
    expect(await stage(swapId)).toBe('label_printed');
    expect(positions).toEqual(['paused', 'blocked']);
  });

  it('two sellers entering one tracking number at once: one parcel has it, the other 409 tracking_in_use', async () => {
    const swaps = [await paidSwap(), await paidSwap()];
    // Each stops after checking the number is unused (under the number's advisory lock), before it inserts.
    const { race, app } = raceAt(/FROM shipments WHERE carrier = \$1 AND tracking_number/);
    const { results, positions } = await race.run(
      ...swaps.map(
        ({ swapId, sellerId }) =>
          () =>
            requestAs(app, 'POST', `/v1/swaps/${swapId}/tracking`, sellerId, {
              shipment: { carrier: 'fedex', tracking_number: '5555 6666 7777' },
            }),
      ),
    );
    expect(
      await db().query('SELECT swap_id FROM shipments WHERE carrier = $1 AND tracking_number = $2', [
        'fedex',
        '555566667777',
      ]),
    ).toEqual([{ swap_id: swaps[0]!.swapId }]);
    expect(results.map((answer) => answer.status)).toEqual([201, 409]);
    expect(codeOf(results[1]!.body)).toBe('tracking_in_use');
    expect(await stage(swaps[1]!.swapId)).toBe('paid');
    // The second waits on the number's transaction lock (pg_advisory_xact_lock) the first holds.
    expect(positions).toEqual(['paused', 'blocked']);
  });

  it("the buyer's refund holding the swap when the seller prints: no label is bought for a refunded order", async () => {
    const { swapId, sellerId } = await paidSwap();
    await advanceClock(db(), SWAP_TIMING.refundOffer);
    const { race, app } = raceAt(/FROM swaps s JOIN users u|FROM shipments WHERE swap_id/);
    const refund = () => requestAs(app, 'POST', `/v1/swaps/${swapId}/refund`, BUYER);
    const { results, positions } = await race.run(refund, print(app, swapId, sellerId));
    expect(carrier.labels).toEqual([]);
    expect(results.map((answer) => answer.status)).toEqual([200, 409]);
    expect(codeOf(results[1].body)).toBe('wrong_stage');
    expect(await shipments(swapId)).toEqual([]);
    expect(await stage(swapId)).toBe('refunded');
    expect(gateway.refunds).toHaveLength(1);
    expect(await postings(swapId)).toEqual([`sale:${swapId}`, `refund:${swapId}`]);
    expect(positions).toEqual(['paused', 'blocked']);
  });
});
