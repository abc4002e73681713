import { afterEach, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { shippingLabelSchema } from '../../schemas/entities/shipping-label';
import { swapSchema } from '../../schemas/entities/swap';
import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import { createApp } from '../app';
import { advanceClock, resetClock } from '../clock/clock';
import type { Db } from '../db/db';
import { requestAs } from '../testing/requests';
import { describeEachDriver, useSeededApp } from '../testing/test-databases';
import { CODE128_PATTERNS, code128Values } from './code128';
import { formatNoticeTime } from './parties';
import { sandboxCarrier, sandboxTrackingNumber } from './sandbox';
import { sendShipReminders } from './ship-reminders';
import { trackShipments } from './tracking-job';
import { unavailableCarrier } from './unavailable';

const DAY = 24 * 3_600_000;

/** A paid swap: a fresh buyer buys an available item with $8.50 shipping; both have a default address. */
async function paidSwap(db: Db, buyerIndex: number, { country = 'US' as 'US' | 'CA', snapshot = true } = {}) {
  const [buyer] = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE id < 1000 ORDER BY id DESC OFFSET $1 LIMIT 1',
    [buyerIndex],
  );
  const buyerId = buyer!.id;
  const [item] = await db.query<{ id: number; seller_id: number }>(
    `SELECT id, seller_id FROM items i WHERE state = 'available' AND seller_id <> $1 AND seller_id < 1000
       AND NOT EXISTS (SELECT 1 FROM swaps s WHERE s.item_id = i.id)
       AND NOT EXISTS (SELECT 1 FROM addresses a WHERE a.user_id = i.seller_id)
     ORDER BY id LIMIT 1`,
    [buyerId],
  );
  const { id: itemId, seller_id: sellerId } = item!;
  const address = (name: string, city: string) => ({
    name,
    street1: '1 Rink Rd',
    street2: null,
    city,
    region: country === 'CA' ? 'ON' : 'MN',
    postal_code: country === 'CA' ? 'M5V 2T6' : '55401',
    country,
  });
  for (const [userId, value] of [
    [sellerId, address('Seller Person', 'Sellerton')],
    [buyerId, address('Buyer Person', 'Buyerville')],
  ] as const)
    await db.query(
      `INSERT INTO addresses (user_id, name, street1, street2, city, region, postal_code, country, ship_to)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, true WHERE NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = $1)`,
      [userId, value.name, value.street1, value.street2, value.city, value.region, value.postal_code, value.country],
    );
  const [order] = await db.query<{ id: number }>(
    `INSERT INTO orders (buyer_id, subtotal, shipping, total, payment_gateway, payment_transaction_id, ship_to)
     VALUES ($1, 50, 8.5, 58.5, 'sandbox', 'sandbox_test', $2) RETURNING id`,
    [buyerId, snapshot ? JSON.stringify(address('Buyer At Checkout', 'Checkoutburg')) : null],
  );
  const [swap] = await db.query<{ id: number }>(
    `INSERT INTO swaps (item_id, buyer_id, seller_id, order_id, stage, paid_at, ship_by)
     VALUES ($1, $2, $3, $4, 'paid', ks_now(), ks_now() + interval '3 days') RETURNING id`,
    [itemId, buyerId, sellerId, order!.id],
  );
  await db.query(
    'INSERT INTO order_items (order_id, item_id, seller_id, swap_id, price, shipping) VALUES ($1, $2, $3, $4, 50, 8.5)',
    [order!.id, itemId, sellerId, swap!.id],
  );
  return { swapId: swap!.id, sellerId, buyerId };
}

const errorOf = (body: unknown) => apiErrorBodySchema.parse(body).errors[0];
const swapOf = (body: unknown) => swapSchema.parse((body as { data: unknown }).data);
const notices = (db: Db, swapId: number) =>
  db
    .query<{ event: string; body: string }>(
      'SELECT event, body FROM swap_messages WHERE swap_id = $1 AND event IS NOT NULL ORDER BY id',
      [swapId],
    )
    .then((rows) => rows.map((row) => row.event));

/** The swap's notices as its parties read them: the thread's line, and who was e-mailed it (user ids, ascending). */
const told = (db: Db, swapId: number) =>
  db.query<{ event: string; body: string; emailed: number[] | null }>(
    `SELECT m.event, m.body, (SELECT array_agg(q.user_id ORDER BY q.user_id) FROM notice_outbox q
       WHERE q.swap_id = m.swap_id AND q.event = m.event AND q.body = m.body) AS emailed
     FROM swap_messages m WHERE m.swap_id = $1 AND m.event IS NOT NULL ORDER BY m.id`,
    [swapId],
  );
/** The usernames and the item name a swap's notices speak of. */
const namesOf = async (db: Db, swapId: number) => {
  const [names] = await db.query<{ buyer: string; seller: string; item: string }>(
    `SELECT bu.username AS buyer, su.username AS seller, i.name AS item FROM swaps s
     JOIN users bu ON bu.id = s.buyer_id JOIN users su ON su.id = s.seller_id JOIN items i ON i.id = s.item_id
     WHERE s.id = $1`,
    [swapId],
  );
  return names!;
};
const both = (a: number, b: number) => [a, b].sort((x, y) => x - y);

describeEachDriver('shipping: labels, own tracking, tracking and ship-by reminders', (driver) => {
  const context = useSeededApp(driver);
  afterEach(() => resetClock(context.db));
  const toldOf = (swapId: number) => told(context.db, swapId);

  it('prints the seller’s label once: printing twice answers the same label and writes nothing new', async () => {
    const { swapId, sellerId, buyerId } = await paidSwap(context.db, 1);
    const path = `/v1/swaps/${swapId}/print_label?carrier=ups&country_of_manufacture_detail_id=42`;
    const first = await requestAs(context.app, 'PUT', path, sellerId);
    expect(first.status).toBe(201);
    const swap = swapOf(first.body);
    const trackingNumber = sandboxTrackingNumber('ups', swapId, 'sale');
    expect(trackingNumber).toMatch(/^1Z[A-Z0-9]{16}$/);
    expect(swap).toMatchObject({
      stage: 'label_printed',
      shipment: {
        source: 'label',
        carrier: 'ups',
        tracking_number: trackingNumber,
        status: 'label_created',
        label_url: `/swaps/${swapId}/label`,
        from_address: { name: 'Seller Person', city: 'Sellerton' },
        to_address: { name: 'Buyer At Checkout', city: 'Checkoutburg' },
        events: [{ status: 'label_created', description: 'Shipping label created' }],
      },
    });
    const [row] = await context.db.query<{ postage_cents: number; country_of_manufacture_detail_id: number }>(
      'SELECT postage_cents, country_of_manufacture_detail_id FROM shipments WHERE swap_id = $1',
      [swapId],
    );
    expect(row).toEqual({ postage_cents: 850, country_of_manufacture_detail_id: 42 });
    expect(await notices(context.db, swapId)).toEqual(['label_printed']);
    const names = await namesOf(context.db, swapId);
    expect(await toldOf(swapId)).toEqual([
      {
        event: 'label_printed',
        body: `@${names.seller} printed a UPS label for ${names.item}: tracking number ${trackingNumber}.`,
        emailed: [buyerId],
      },
    ]);

    const again = await requestAs(context.app, 'PUT', `/v1/swaps/${swapId}/print_label`, sellerId);
    expect(again.status).toBe(200);
    expect(swapOf(again.body).shipment).toEqual(swap.shipment);
    expect(await notices(context.db, swapId)).toEqual(['label_printed']);
    const [{ count }] = (await context.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM shipment_events ev JOIN shipments sh ON sh.id = ev.shipment_id WHERE sh.swap_id = $1',
      [swapId],
    )) as [{ count: number }];
    expect(count).toBe(1);

    const label = await requestAs(context.app, 'GET', `/v1/swaps/${swapId}/label`, buyerId);
    expect(label.status).toBe(200);
    const data = shippingLabelSchema.parse((label.body as { data: unknown }).data);
    expect(data).toMatchObject({ swap_id: swapId, postage: 8.5, barcode: { text: trackingNumber } });
    expect(data.barcode.path).toMatch(/^M10 0h2v1h-2Z/);
    expect((await requestAs(context.app, 'GET', `/v1/swaps/${swapId}/label`, 1005)).status).toBe(404);
    expect((await requestAs(context.app, 'GET', `/v1/swaps/${swapId}/label?purpose=return`, buyerId)).status).toBe(404);
  });

  it('refuses the buyer (403) and strangers (404), bad query input (400), missing addresses (422)', async () => {
    const { swapId, sellerId, buyerId } = await paidSwap(context.db, 2, { snapshot: false });
    const print = (userId: number, query = '') =>
      requestAs(context.app, 'PUT', `/v1/swaps/${swapId}/print_label${query}`, userId);
    const buyer = await print(buyerId);
    expect([buyer.status, errorOf(buyer.body)]).toEqual([
      403,
      { message: 'Only the seller prints the shipping label', code: 'forbidden' },
    ]);
    expect((await print(1005)).status).toBe(404);
    const bad = await print(sellerId, '?country_of_manufacture_detail_id=12a&carrier=dhl');
    expect(bad.status).toBe(400);
    expect(
      apiErrorBodySchema
        .parse(bad.body)
        .errors.map((error) => error.field)
        .sort(),
    ).toEqual(['carrier', 'country_of_manufacture_detail_id']);
    await context.db.query('DELETE FROM addresses WHERE user_id = $1', [buyerId]);
    const noAddress = await print(sellerId);
    expect(noAddress.status).toBe(422);
    expect(errorOf(noAddress.body)).toMatchObject({
      code: 'address_required',
      message: expect.stringContaining('has no shipping address yet'),
    });
    expect(await context.db.query('SELECT 1 FROM shipments WHERE swap_id = $1', [swapId])).toEqual([]);
    expect(await notices(context.db, swapId)).toEqual([]);
  });

  it('two prints at the same moment buy one label: one 201, one 200 with the same label', async () => {
    const { swapId, sellerId } = await paidSwap(context.db, 9);
    const answers = await Promise.all(
      [0, 1].map(() => requestAs(context.app, 'PUT', `/v1/swaps/${swapId}/print_label`, sellerId)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(swapOf(answers[0]!.body).shipment).toEqual(swapOf(answers[1]!.body).shipment);
    expect(await notices(context.db, swapId)).toEqual(['label_printed']);
  });

  it('ships from Canada with Canada Post', async () => {
    const { swapId, sellerId } = await paidSwap(context.db, 3, { country: 'CA', snapshot: false });
    const printed = await requestAs(context.app, 'PUT', `/v1/swaps/${swapId}/print_label`, sellerId);
    expect(swapOf(printed.body).shipment).toMatchObject({
      carrier: 'canada_post',
      tracking_number: expect.stringMatching(/^\d{16}$/),
    });
  });

  it('answers 503 shipping_unavailable in production without a carrier, and writes nothing', async () => {
    const { swapId, sellerId } = await paidSwap(context.db, 4);
    const app = createApp({ db: context.db, carrier: unavailableCarrier() });
    const printed = await requestAs(app, 'PUT', `/v1/swaps/${swapId}/print_label`, sellerId);
    const tracked = await requestAs(app, 'POST', `/v1/swaps/${swapId}/tracking`, sellerId, {
      shipment: { carrier: 'usps', tracking_number: '9400111899223344556677' },
    });
    for (const answer of [printed, tracked])
      expect([answer.status, errorOf(answer.body)?.code]).toEqual([503, 'shipping_unavailable']);
    expect(await context.db.query('SELECT 1 FROM shipments WHERE swap_id = $1', [swapId])).toEqual([]);
    expect(await notices(context.db, swapId)).toEqual([]);
  });

  it("takes the seller's own tracking number in its carrier's format only; the swap ships", async () => {
    const { swapId, sellerId, buyerId } = await paidSwap(context.db, 5);
    const track = (carrier: string, trackingNumber: string, userId = sellerId) =>
      requestAs(context.app, 'POST', `/v1/swaps/${swapId}/tracking`, userId, {
        shipment: { carrier, tracking_number: trackingNumber },
      });
    const wrong = await track('ups', '9400111899223344556677');
    expect([wrong.status, errorOf(wrong.body)]).toEqual([
      422,
      {
        message: "That doesn't look like a UPS tracking number",
        code: 'invalid_tracking_number',
        field: 'shipment.tracking_number',
      },
    ]);
    expect((await track('fedex', '1234 5678 901')).status).toBe(422);
    expect((await track('usps', '9400111899223344556677', buyerId)).status).toBe(403);
    expect(await context.db.query('SELECT 1 FROM shipments WHERE swap_id = $1', [swapId])).toEqual([]);

    const added = await track('fedex', '1234 5678 9012');
    expect(added.status).toBe(201);
    expect(swapOf(added.body)).toMatchObject({
      stage: 'shipped',
      shipped_at: expect.any(String),
      shipment: { source: 'own', carrier: 'fedex', tracking_number: '123456789012', label_url: null },
    });
    expect(await notices(context.db, swapId)).toEqual(['tracking_added']);
    const names = await namesOf(context.db, swapId);
    expect(await toldOf(swapId)).toEqual([
      {
        event: 'tracking_added',
        body: `@${names.seller} shipped ${names.item} with FedEx: tracking number 123456789012.`,
        emailed: [buyerId],
      },
    ]);
    const twice = await track('fedex', '123456789012');
    expect([twice.status, errorOf(twice.body)?.code]).toEqual([409, 'already_shipped']);
    const label = await requestAs(context.app, 'PUT', `/v1/swaps/${swapId}/print_label`, sellerId);
    expect(label.status).toBe(409);
  });

  it('refuses a tracking number already used for another swap’s parcel (409 tracking_in_use), in any spelling', async () => {
    const first = await paidSwap(context.db, 11);
    const second = await paidSwap(context.db, 12);
    const track = (swap: { swapId: number; sellerId: number }, carrier: string, trackingNumber: string) =>
      requestAs(context.app, 'POST', `/v1/swaps/${swap.swapId}/tracking`, swap.sellerId, {
        shipment: { carrier, tracking_number: trackingNumber },
      });
    expect((await track(first, 'fedex', '4321 5678 9012')).status).toBe(201);
    const reused = await track(second, 'fedex', '432156789012');
    expect([reused.status, errorOf(reused.body)]).toEqual([
      409,
      {
        message: 'This tracking number is already used for another parcel. Check the number on your carrier’s receipt.',
        code: 'tracking_in_use',
        field: 'shipment.tracking_number',
      },
    ]);
    expect(await context.db.query('SELECT 1 FROM shipments WHERE swap_id = $1', [second.swapId])).toEqual([]);
    // A number our label printed for the first swap's parcel is in use as well; one digit off is another parcel.
    const labelled = await paidSwap(context.db, 13);
    const printed = await requestAs(context.app, 'PUT', `/v1/swaps/${labelled.swapId}/print_label`, labelled.sellerId);
    const label = swapOf(printed.body).shipment!;
    expect((await track(second, label.carrier, label.tracking_number)).status).toBe(409);
    expect((await track(second, 'fedex', '432156789013')).status).toBe(201);
  });

  it('follows the sandbox tracking on the clock: in transit a day after the label, delivered after three', async () => {
    const { swapId, sellerId, buyerId } = await paidSwap(context.db, 6);
    await requestAs(context.app, 'PUT', `/v1/swaps/${swapId}/print_label`, sellerId);
    const carrier = sandboxCarrier();
    const swap = async () => swapOf((await requestAs(context.app, 'GET', `/v1/swaps/${swapId}`, buyerId)).body);

    await trackShipments(context.db, carrier);
    expect((await swap()).stage).toBe('label_printed');
    await advanceClock(context.db, DAY + 60_000);
    await trackShipments(context.db, carrier);
    expect(await swap()).toMatchObject({ stage: 'shipped', shipment: { status: 'in_transit' } });
    await trackShipments(context.db, carrier);
    expect(await notices(context.db, swapId)).toEqual(['label_printed', 'in_transit']);

    await advanceClock(context.db, 2 * DAY);
    await trackShipments(context.db, carrier);
    const delivered = await swap();
    expect(delivered).toMatchObject({ stage: 'delivered', shipment: { status: 'delivered' } });
    expect(delivered.shipment!.events.map((event) => event.status)).toEqual([
      'label_created',
      'in_transit',
      'delivered',
    ]);
    expect(Date.parse(delivered.accept_by!) - Date.parse(delivered.delivered_at!)).toBe(SWAP_TIMING.acceptWindow);
    expect(delivered.actions).toEqual(expect.arrayContaining(['accept_item', 'reject_item']));
    await trackShipments(context.db, carrier);
    expect(await notices(context.db, swapId)).toEqual(['label_printed', 'in_transit', 'delivered']);
    const [told] = await context.db.query<{ body: string }>(
      "SELECT body FROM swap_messages WHERE swap_id = $1 AND event = 'delivered'",
      [swapId],
    );
    expect(told!.body).toMatch(/Accept it or report a problem by \w{3} \d{1,2}, \d{4}, .+ UTC\.$/);
    const names = await namesOf(context.db, swapId);
    const number = sandboxTrackingNumber('usps', swapId, 'sale');
    expect((await toldOf(swapId)).slice(1)).toEqual([
      {
        event: 'in_transit',
        body: `Your parcel from @${names.seller} is on its way with USPS (tracking number ${number}).`,
        emailed: [buyerId],
      },
      {
        event: 'delivered',
        body: `USPS delivered the parcel to @${names.buyer}. Accept it or report a problem by ${formatNoticeTime(
          new Date(delivered.accept_by!),
        )}.`,
        emailed: both(buyerId, sellerId),
      },
    ]);
  });

  it('reminds the seller at 2, 4 and 7 days unshipped, once each, and offers the buyer a refund at 7', async () => {
    const { swapId, sellerId, buyerId } = await paidSwap(context.db, 7);
    // Other swaps' reminders (the seed's) are sent first, so only this swap's count below.
    await sendShipReminders(context.db);
    const events = async () => (await notices(context.db, swapId)).filter((event) => event !== 'label_printed');
    await advanceClock(context.db, 2 * DAY - 60_000);
    await sendShipReminders(context.db);
    expect(await events()).toEqual([]);
    await advanceClock(context.db, 120_000);
    await sendShipReminders(context.db);
    await sendShipReminders(context.db);
    expect(await events()).toEqual(['ship_reminder']);
    await advanceClock(context.db, 2 * DAY);
    await sendShipReminders(context.db);
    expect(await events()).toEqual(['ship_reminder', 'ship_reminder']);
    await advanceClock(context.db, 3 * DAY);
    await sendShipReminders(context.db);
    await sendShipReminders(context.db);
    expect(await events()).toEqual(['ship_reminder', 'ship_reminder', 'ship_reminder', 'refund_offered']);
    const [row] = await context.db.query<{ ship_reminders_sent: number }>(
      'SELECT ship_reminders_sent FROM swaps WHERE id = $1',
      [swapId],
    );
    expect(row!.ship_reminders_sent).toBe(3);
    const names = await namesOf(context.db, swapId);
    const [{ ship_by: shipBy }] = (await context.db.query<{ ship_by: Date }>(
      'SELECT ship_by FROM swaps WHERE id = $1',
      [swapId],
    )) as [{ ship_by: Date }];
    const reminder = {
      event: 'ship_reminder',
      body:
        `Reminder: @${names.buyer} is waiting for ${names.item}. Print the label or add your tracking number. ` +
        `It was due to ship by ${formatNoticeTime(new Date(shipBy))}.`,
      // The three reminders read alike: each line finds the three e-mails, all to the seller.
      emailed: [sellerId, sellerId, sellerId],
    };
    expect(await toldOf(swapId)).toEqual([
      reminder,
      reminder,
      reminder,
      {
        event: 'refund_offered',
        body: `@${names.seller} hasn't shipped ${names.item} after 7 days: you can cancel and get a full refund.`,
        emailed: [buyerId],
      },
    ]);
  });

  it('prints a resolved dispute’s return label for the buyer only, from the buyer to the seller; its tracking tells', async () => {
    const { swapId, sellerId, buyerId } = await paidSwap(context.db, 8);
    const path = `/v2/swaps/${swapId}/dispute/print_label`;
    const early = await requestAs(context.app, 'PUT', path, buyerId);
    expect([early.status, errorOf(early.body)?.code]).toEqual([409, 'no_return_label']);
    await context.db.query(
      `INSERT INTO disputes (swap_id, opened_by, reason, description, state, resolution, refund_cents, return_label,
         resolved_at)
       VALUES ($1, $2, 'damaged', 'The blade is cracked', 'resolved', 'full_refund', 5000, true, ks_now())`,
      [swapId, buyerId],
    );
    await context.db.query("UPDATE swaps SET stage = 'refunded' WHERE id = $1", [swapId]);
    const seller = await requestAs(context.app, 'PUT', path, sellerId);
    expect([seller.status, errorOf(seller.body)?.message]).toEqual([403, 'Only the buyer prints the return label']);
    const printed = await requestAs(context.app, 'PUT', path, buyerId);
    expect(printed.status).toBe(201);
    expect(swapOf(printed.body)).toMatchObject({
      stage: 'refunded',
      shipment: null,
      return_shipment: {
        purpose: 'return',
        carrier: 'usps',
        tracking_number: sandboxTrackingNumber('usps', swapId, 'return'),
        label_url: `/swaps/${swapId}/label?purpose=return`,
        from_address: { name: 'Buyer At Checkout' },
        to_address: { name: 'Seller Person' },
      },
    });
    expect((await requestAs(context.app, 'PUT', path, buyerId)).status).toBe(200);
    const label = await requestAs(context.app, 'GET', `/v1/swaps/${swapId}/label?purpose=return`, sellerId);
    expect(label.status).toBe(200);
    await advanceClock(context.db, 3 * DAY + 60_000);
    await trackShipments(context.db, sandboxCarrier());
    expect(await notices(context.db, swapId)).toEqual(['label_printed', 'in_transit', 'delivered']);
    const names = await namesOf(context.db, swapId);
    const number = sandboxTrackingNumber('usps', swapId, 'return');
    expect(await toldOf(swapId)).toEqual([
      {
        event: 'label_printed',
        body: `@${names.buyer} printed the USPS return label: tracking number ${number}.`,
        emailed: [sellerId],
      },
      {
        event: 'in_transit',
        body: `The return parcel from @${names.buyer} is on its way with USPS (tracking number ${number}).`,
        emailed: [sellerId],
      },
      {
        event: 'delivered',
        body: `USPS delivered the return parcel to @${names.seller}.`,
        emailed: both(buyerId, sellerId),
      },
    ]);
    const [swap] = await context.db.query<{ stage: string }>('SELECT stage FROM swaps WHERE id = $1', [swapId]);
    expect(swap!.stage).toBe('refunded');
  });

  it('encodes Code 128 symbols that each add up (11 modules, an even count of bar modules)', () => {
    for (const [value, pattern] of CODE128_PATTERNS.entries()) {
      const widths = [...pattern].map(Number);
      expect(widths.reduce((sum, width) => sum + width, 0)).toBe(value === 106 ? 13 : 11);
      expect(widths.filter((_, index) => index % 2 === 0).reduce((sum, width) => sum + width, 0) % 2).toBe(0);
    }
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    // 'PJJ123C' in code set B: start B, the characters, checksum 55, stop.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    // An even run of digits in code set C: start C, '12', '34', checksum (105 + 12 + 68) % 103 = 82, stop.
    expect(code128Values('1234')).toEqual([105, 12, 34, 82, 106]);
  });
});
