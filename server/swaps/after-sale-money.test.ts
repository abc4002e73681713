import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { swapSchema, type Swap } from '../../schemas/entities/swap';
import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import { createApp } from '../app';
import { advanceClock } from '../clock/clock';
import { ledgerDiscrepancies } from '../ledger/ledger';
import { unavailableGateway } from '../payments/unavailable';
import { buyableItems, useRecordingApp } from '../testing/money';
import { requestAs } from '../testing/requests';
import { describeEachDriver } from '../testing/test-databases';
import { formatUsd } from '../text/money';
import { finalizeDeliveries } from './delivery';

const ADMIN = 1004;
const MINUTE = 60_000;

describeEachDriver('after the sale: payment, acceptance, disputes, refunds and the ledger', (driver) => {
  const { context, gateway, request, add, checkout } = useRecordingApp(driver);
  const db = () => context.db;
  let skip = 0;

  /**
   * `buyer` buys a fresh item: its swap id, seller, price and shipping. `held`: the buyer wrote to the
   * seller first and the item was held for that swap (an accepted offer's hold).
   */
  async function buy(buyer: number, { held = false } = {}) {
    const [item] = await buyableItems(db(), 1, { skip: skip++ * 3 });
    if (held) {
      const talk = await request('POST', '/v1/swaps', buyer, { swap: { item_id: item!.id } });
      expect(talk.status).toBe(201);
      await db().query('UPDATE items SET reserved_swap_id = $1 WHERE id = $2', [swapOf(talk.body).id, item!.id]);
    }
    expect((await add(buyer, item!.id)).status).toBe(201);
    const paid = await checkout(buyer);
    expect(paid.status).toBe(201);
    const [swap] = await db().query<{ id: number; price: number; shipping: number }>(
      `SELECT s.id, oi.price, oi.shipping FROM swaps s JOIN order_items oi ON oi.swap_id = s.id
       WHERE s.item_id = $1 AND s.buyer_id = $2`,
      [item!.id, buyer],
    );
    return { ...swap!, itemId: item!.id, sellerId: item!.seller_id };
  }
  /** Part C's carrier stands in: the parcel arrives now, the 72 hours start. */
  const deliver = (swapId: number) =>
    db().query(
      `UPDATE swaps SET stage = 'delivered', shipped_at = ks_now(), delivered_at = ks_now(),
         accept_by = ks_now() + $2 * interval '1 millisecond' WHERE id = $1`,
      [swapId, SWAP_TIMING.acceptWindow],
    );
  const swapOf = (body: unknown): Swap => swapSchema.parse((body as { data: unknown }).data);
  const errorsOf = (answer: { status: number; body: unknown }) => [
    answer.status,
    apiErrorBodySchema.parse(answer.body).errors,
  ];
  const postings = (swapId: number) =>
    db().query<{ kind: string; key: string; legs: string }>(
      `SELECT t.kind, t.idempotency_key AS key,
         string_agg(coalesce(a.owner_id::text, '-') || ':' || a.kind || ':' || e.amount_cents, ' ' ORDER BY e.id) AS legs
       FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
       LEFT JOIN ledger_accounts a ON a.id = e.account_id WHERE t.swap_id = $1 GROUP BY t.id ORDER BY t.id`,
      [swapId],
    );
  const notices = (swapId: number) =>
    db().query<{ event: string; body: string }>(
      'SELECT event, body FROM swap_messages WHERE swap_id = $1 AND event IS NOT NULL ORDER BY id',
      [swapId],
    );
  const balance = async (userId: number) =>
    ((await request('GET', '/v1/balance/spendable', userId)).body as { data: { amount: number } }).data.amount;
  /** Who was e-mailed the swap's notices of `event` (user ids, ascending). */
  const emailed = async (swapId: number, event: string) =>
    (
      await db().query<{ user_id: number }>(
        'SELECT user_id FROM notice_outbox WHERE swap_id = $1 AND event = $2 ORDER BY user_id',
        [swapId, event],
      )
    ).map((row) => row.user_id);
  const usernameOf = async (userId: number) =>
    (await db().query<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]))[0]!.username;
  const cents = (usd: number) => Math.round(usd * 100);
  const fee = (price: number) => Math.max(100, Math.round(cents(price) * 0.09));

  it('checkout pays each swap: stage paid, ship-by 3 days on, the hold released, the sale posted, the seller told, the address snapshot', async () => {
    const buyer = 1003;
    // The buyer's own default address (the seed's, replaced by one this test knows).
    await db().query('DELETE FROM addresses WHERE user_id = $1', [buyer]);
    await db().query(
      `INSERT INTO addresses (user_id, name, street1, city, region, postal_code, country, ship_to)
       VALUES ($1, 'Pro Buyer', '1 Main St', 'Boston', 'MA', '02101', 'US', true)`,
      [buyer],
    );
    const swap = await buy(buyer, { held: true });
    const [row] = await db().query<{ stage: string; ship_ms: number; paid: boolean; ship_to: unknown }>(
      `SELECT s.stage, extract(epoch FROM s.ship_by - s.paid_at) * 1000 AS ship_ms, s.paid_at IS NOT NULL AS paid,
         o.ship_to FROM swaps s JOIN orders o ON o.id = s.order_id WHERE s.id = $1`,
      [swap.id],
    );
    expect(row).toEqual({
      stage: 'paid',
      ship_ms: SWAP_TIMING.shipBy,
      paid: true,
      ship_to: {
        name: 'Pro Buyer',
        street1: '1 Main St',
        street2: null,
        city: 'Boston',
        region: 'MA',
        postal_code: '02101',
        country: 'US',
      },
    });
    const price = cents(swap.price);
    const shipping = cents(swap.shipping);
    expect(await postings(swap.id)).toEqual([
      {
        kind: 'sale',
        key: `sale:${swap.id}`,
        legs: [
          `-:buyer_payments:${-(price + shipping)}`,
          `${swap.sellerId}:pending:${price - fee(swap.price)}`,
          `-:fees:${fee(swap.price)}`,
          ...(shipping ? [`-:postage:${shipping}`] : []),
        ].join(' '),
      },
    ]);
    expect((await notices(swap.id)).map((notice) => notice.event)).toEqual(['paid']);
    expect((await notices(swap.id))[0]!.body).toMatch(/^@demo_pro paid \$[\d,.]+\. Ship by [A-Z][a-z]{2} \d+, \d{4}$/);
    // The hold of the accepted offer is released by its buyer's payment.
    expect(await db().query('SELECT id FROM items WHERE reserved_swap_id = $1', [swap.id])).toEqual([]);
    // A buyer the checkout helper gave a default address: the order keeps a copy of it.
    const other = await buy(1007);
    const [otherOrder] = await db().query<{ ship_to: unknown }>(
      'SELECT o.ship_to FROM swaps s JOIN orders o ON o.id = s.order_id WHERE s.id = $1',
      [other.id],
    );
    expect(otherOrder!.ship_to).toMatchObject({ country: 'US', region: 'MA' });
  });

  it('the buyer accepts a delivered item within 72 hours: final, the proceeds available; the seller cannot, nor anyone late', async () => {
    const buyer = 1007;
    const swap = await buy(buyer);
    const accept = (userId: number) => request('POST', `/v1/swaps/${swap.id}/accept`, userId);
    expect(errorsOf(await accept(buyer))).toEqual([
      409,
      [
        {
          message: 'You can accept the item only once it has been delivered and before the sale is final',
          code: 'not_delivered',
        },
      ],
    ]);
    await deliver(swap.id);
    expect(errorsOf(await accept(swap.sellerId))).toEqual([
      403,
      [{ message: 'Only the buyer can accept the item', code: 'forbidden' }],
    ]);
    // A member who is no party (demo_unverified) is told nothing of the swap; a token of no account at all is 401.
    expect((await accept(1009)).status).toBe(404);
    expect((await accept(ADMIN + 100)).status).toBe(401);
    const before = await balance(swap.sellerId);
    const accepted = await accept(buyer);
    expect(accepted.status).toBe(200);
    const net = cents(swap.price) - fee(swap.price);
    expect(swapOf(accepted.body)).toMatchObject({ stage: 'final', actions: ['leave_feedback', 'archive'] });
    expect(cents(await balance(swap.sellerId)) - cents(before)).toBe(net);
    expect((await postings(swap.id)).map((posting) => [posting.key, posting.legs])).toEqual([
      [`sale:${swap.id}`, expect.any(String)],
      [`release:${swap.id}`, `${swap.sellerId}:pending:${-net} ${swap.sellerId}:available:${net}`],
    ]);
    expect((await notices(swap.id)).map((notice) => notice.event)).toEqual(['paid', 'item_accepted', 'sale_final']);
    expect((await notices(swap.id)).at(-1)!.body).toMatch(/^The sale is final\. Your \$[\d,.]+ is available$/);
    expect((await notices(swap.id)).slice(1)).toEqual([
      { event: 'item_accepted', body: `@${await usernameOf(buyer)} accepted the item` },
      { event: 'sale_final', body: `The sale is final. Your ${formatUsd(net / 100)} is available` },
    ]);
    expect([await emailed(swap.id, 'item_accepted'), await emailed(swap.id, 'sale_final')]).toEqual([
      [swap.sellerId],
      [swap.sellerId],
    ]);
    const seller = await request('GET', `/v1/swaps/${swap.id}`, swap.sellerId);
    expect(swapOf(seller.body).proceeds).toMatchObject({ status: 'available', net: net / 100 });

    const late = await buy(buyer);
    await deliver(late.id);
    await advanceClock(db(), SWAP_TIMING.acceptWindow + MINUTE);
    expect(errorsOf(await request('POST', `/v1/swaps/${late.id}/accept`, buyer))).toEqual([
      409,
      [
        {
          message: 'The 72 hours to accept the item after delivery have passed: the sale is final',
          code: 'accept_window_closed',
        },
      ],
    ]);
    // The job finalises it (and only it, once), and a second run finds nothing.
    expect(await finalizeDeliveries(db())).toBeGreaterThanOrEqual(1);
    expect(await finalizeDeliveries(db())).toBe(0);
    expect((await postings(late.id)).map((posting) => posting.kind)).toEqual(['sale', 'release']);
    const [final] = await db().query<{ stage: string }>('SELECT stage FROM swaps WHERE id = $1', [late.id]);
    expect(final!.stage).toBe('final');
  });

  it('the buyer reports a problem with photos of their own; the seller cannot; an admin resolves it', async () => {
    const buyer = 1008;
    const swap = await buy(buyer);
    await deliver(swap.id);
    const dispute = (userId: number, body: unknown) => request('POST', `/v1/swaps/${swap.id}/dispute`, userId, body);
    const valid = { dispute: { reason: 'damaged', description: 'The blade is cracked' } };
    expect(errorsOf(await dispute(swap.sellerId, valid))).toEqual([
      403,
      [{ message: 'Only the buyer can report a problem with the item', code: 'forbidden' }],
    ]);
    expect((await dispute(buyer, { dispute: { reason: 'bored', description: ' ' } })).status).toBe(400);
    const [mine, theirs] = await db().query<{ id: number; url_key: string }>(
      `INSERT INTO uploaded_images (owner_id, content_type, width, height, large, small)
       VALUES ($1, 'image/webp', 1, 1, '\\x00', '\\x00'), ($2, 'image/webp', 1, 1, '\\x00', '\\x00') RETURNING id, url_key`,
      [buyer, swap.sellerId],
    );
    expect(errorsOf(await dispute(buyer, { dispute: { ...valid.dispute, photos: [mine!.id, theirs!.id] } }))).toEqual([
      422,
      [{ message: 'Add photos you uploaded yourself', code: 'invalid_photo', field: 'dispute.photos.1' }],
    ]);
    expect(await db().query('SELECT 1 FROM disputes WHERE swap_id = $1', [swap.id])).toEqual([]);
    // The buyer's avatar is shown to everyone; evidence to the dispute's parties alone: it cannot be both.
    await db().query('UPDATE users SET avatar_image_id = $2 WHERE id = $1', [buyer, mine!.id]);
    expect(errorsOf(await dispute(buyer, { dispute: { ...valid.dispute, photos: [mine!.id] } }))).toEqual([
      422,
      [
        {
          message: 'This photo is your avatar or locker cover: upload it again to add it here',
          code: 'invalid_photo',
          field: 'dispute.photos.0',
        },
      ],
    ]);
    await db().query('UPDATE users SET avatar_image_id = NULL WHERE id = $1', [buyer]);
    const opened = await dispute(buyer, { dispute: { ...valid.dispute, photos: [mine!.id] } });
    expect(opened.status).toBe(201);
    expect(swapOf(opened.body)).toMatchObject({
      stage: 'disputed',
      dispute: { state: 'open', reason: 'damaged', photos: [`/media/uploads/${mine!.url_key}/large.webp`] },
    });
    expect((await notices(swap.id)).at(-1)).toEqual({
      event: 'dispute_opened',
      body: '@demo_2fa reported a problem with the item (damaged). Kitswap support will review it',
    });
    // The admin's view offers the resolution.
    const staff = await request('GET', `/v1/swaps/${swap.id}`, ADMIN);
    expect(swapOf(staff.body)).toMatchObject({ staff_view: true, actions: ['resolve_dispute'] });

    const resolve = (userId: number, resolution: unknown) =>
      request('PUT', `/v1/swaps/${swap.id}/dispute`, userId, { resolution });
    expect(errorsOf(await resolve(buyer, { outcome: 'no_refund' }))).toEqual([
      403,
      [{ message: 'Only Kitswap staff can do this', code: 'forbidden' }],
    ]);
    expect((await resolve(ADMIN, { outcome: 'partial_refund', refund_amount: swap.price })).status).toBe(422);
    expect((await resolve(ADMIN, { outcome: 'partial_refund' })).status).toBe(400);
    const refund = Math.min(5, swap.price / 2);
    const resolved = await resolve(ADMIN, {
      outcome: 'partial_refund',
      refund_amount: refund,
      return_label: false,
      note: 'Cracked on arrival',
    });
    expect(resolved.status).toBe(200);
    expect(swapOf(resolved.body)).toMatchObject({
      stage: 'final',
      dispute: { state: 'resolved', resolution: 'partial_refund', refund_amount: refund },
    });
    expect(gateway.refunds).toEqual([
      { transactionId: expect.stringMatching(/^sandbox_/), amount: refund, reference: `swap-${swap.id}-partial` },
    ]);
    const net = cents(swap.price) - fee(swap.price) - cents(refund);
    expect((await postings(swap.id)).map((posting) => [posting.key, posting.legs])).toEqual([
      [`sale:${swap.id}`, expect.any(String)],
      [`refund:${swap.id}:partial`, `${swap.sellerId}:pending:${-cents(refund)} -:buyer_payments:${cents(refund)}`],
      [`release:${swap.id}`, `${swap.sellerId}:pending:${-net} ${swap.sellerId}:available:${net}`],
    ]);
    expect((await notices(swap.id)).map((notice) => notice.event).slice(-3)).toEqual([
      'dispute_resolved',
      'refunded',
      'sale_final',
    ]);
    expect((await notices(swap.id)).slice(-3, -1).map((notice) => notice.body)).toEqual([
      `Kitswap support resolved the dispute with a partial refund of ${formatUsd(refund)}. Note from support: Cracked on arrival`,
      `@demo_2fa was refunded ${formatUsd(refund)}`,
    ]);
    const parties = [buyer, swap.sellerId].sort((a, b) => a - b);
    expect([await emailed(swap.id, 'dispute_resolved'), await emailed(swap.id, 'refunded')]).toEqual([
      parties,
      parties,
    ]);
    expect(errorsOf(await resolve(ADMIN, { outcome: 'no_refund' }))).toEqual([
      409,
      [{ message: 'This swap has no open dispute to resolve', code: 'no_open_dispute' }],
    ]);
    // The seller's proceeds show the refund.
    expect(swapOf((await request('GET', `/v1/swaps/${swap.id}`, swap.sellerId)).body).proceeds).toMatchObject({
      status: 'available',
      refunded: refund,
      net: net / 100,
    });
  });

  it('a full refund after a dispute gives back everything, with a return label; no refund releases it all', async () => {
    const buyer = 1008;
    const full = await buy(buyer);
    const none = await buy(buyer);
    for (const swap of [full, none]) {
      await deliver(swap.id);
      const opened = await request('POST', `/v1/swaps/${swap.id}/dispute`, buyer, {
        dispute: { reason: 'wrong_item', description: 'Not the stick in the photos' },
      });
      expect(opened.status).toBe(201);
    }
    const refunded = await request('PUT', `/v1/swaps/${full.id}/dispute`, ADMIN, {
      resolution: { outcome: 'full_refund', return_label: true },
    });
    expect(swapOf(refunded.body)).toMatchObject({ stage: 'refunded', dispute: { return_label: true } });
    const paid = cents(full.price) + cents(full.shipping);
    expect(gateway.refunds).toEqual([expect.objectContaining({ amount: paid / 100, reference: `swap-${full.id}` })]);
    expect((await postings(full.id)).map((posting) => posting.key)).toEqual([`sale:${full.id}`, `refund:${full.id}`]);
    const [sums] = await db().query<{ total: number }>(
      `SELECT coalesce(sum(e.amount_cents), 0)::bigint AS total FROM ledger_entries e
       JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id
       WHERE t.swap_id = $1 AND a.kind = 'buyer_payments'`,
      [full.id],
    );
    expect(Number(sums!.total)).toBe(0);
    // The returned item is the seller's to relist: not back on sale by itself.
    const [item] = await db().query<{ state: string }>('SELECT state FROM items WHERE id = $1', [full.itemId]);
    expect(item!.state).toBe('sold');
    expect((await notices(full.id)).slice(-2)).toEqual([
      {
        event: 'dispute_resolved',
        body: `Kitswap support resolved the dispute with a full refund of ${formatUsd(paid / 100)}. The buyer can print a return label.`,
      },
      // Not back on sale: the notice says nothing of it.
      { event: 'refunded', body: `@demo_2fa was refunded ${formatUsd(paid / 100)}` },
    ]);

    const released = await request('PUT', `/v1/swaps/${none.id}/dispute`, ADMIN, {
      resolution: { outcome: 'no_refund' },
    });
    expect(swapOf(released.body)).toMatchObject({ stage: 'final', dispute: { resolution: 'no_refund' } });
    expect((await postings(none.id)).map((posting) => posting.kind)).toEqual(['sale', 'release']);
    expect((await notices(none.id)).map((notice) => notice.body).at(-2)).toBe(
      'Kitswap support resolved the dispute with no refund.',
    );

    const late = await buy(buyer);
    await deliver(late.id);
    await advanceClock(db(), SWAP_TIMING.acceptWindow);
    expect(
      errorsOf(
        await request('POST', `/v1/swaps/${late.id}/dispute`, buyer, {
          dispute: { reason: 'other', description: 'Too late' },
        }),
      ),
    ).toEqual([
      409,
      [
        {
          message: 'The 72 hours to report a problem after delivery have passed: the sale is final',
          code: 'accept_window_closed',
        },
      ],
    ]);
  });

  it('the buyer cancels an order unshipped 7 days after payment: refunded in full, the unit back on sale', async () => {
    const buyer = 1009;
    const swap = await buy(buyer);
    const refund = (userId: number) => request('POST', `/v1/swaps/${swap.id}/refund`, userId);
    expect(errorsOf(await refund(buyer))).toEqual([
      409,
      [
        {
          message: 'You can cancel and get a refund if the seller has not shipped 7 days after you paid',
          code: 'refund_too_early',
        },
      ],
    ]);
    await advanceClock(db(), SWAP_TIMING.refundOffer);
    expect((await refund(swap.sellerId)).status).toBe(403);
    // Production without a payment provider refunds nothing and writes nothing.
    const production = createApp({ db: db(), payments: unavailableGateway() });
    const refused = await requestAs(production, 'POST', `/v1/swaps/${swap.id}/refund`, buyer);
    expect(errorsOf(refused)).toEqual([
      503,
      [{ message: 'Payments are unavailable right now. Nothing was charged.', code: 'payments_unavailable' }],
    ]);
    expect((await postings(swap.id)).length).toBe(1);
    expect(swapOf((await request('GET', `/v1/swaps/${swap.id}`, buyer)).body).actions).toContain('request_refund');

    // Two taps at once: one refund.
    const [first, second] = await Promise.all([refund(buyer), refund(buyer)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(gateway.refunds).toHaveLength(1);
    expect((await postings(swap.id)).map((posting) => posting.key)).toEqual([`sale:${swap.id}`, `refund:${swap.id}`]);
    const [row] = await db().query<{ stage: string; refunded: boolean; item: string; quantity: number }>(
      `SELECT s.stage, s.refunded_at IS NOT NULL AS refunded, i.state AS item, i.quantity
       FROM swaps s JOIN items i ON i.id = s.item_id WHERE s.id = $1`,
      [swap.id],
    );
    expect(row).toEqual({ stage: 'refunded', refunded: true, item: 'available', quantity: 1 });
    expect((await notices(swap.id)).at(-1)).toEqual({
      event: 'refunded',
      body: `@${await usernameOf(buyer)} was refunded ${formatUsd(
        (cents(swap.price) + cents(swap.shipping)) / 100,
      )}. The item is back on sale`,
    });
    expect(await emailed(swap.id, 'refunded')).toEqual([buyer, swap.sellerId].sort((a, b) => a - b));

    // Back on sale, the same buyer buys it again: the same swap, a second round with its own postings.
    expect((await add(buyer, swap.itemId)).status).toBe(201);
    expect((await checkout(buyer)).status).toBe(201);
    const [again] = await db().query<{ id: number; order_id: number; stage: string }>(
      'SELECT id, order_id, stage FROM swaps WHERE item_id = $1 AND buyer_id = $2',
      [swap.itemId, buyer],
    );
    expect([again!.id, again!.stage]).toEqual([swap.id, 'paid']);
    await deliver(swap.id);
    expect((await request('POST', `/v1/swaps/${swap.id}/accept`, buyer)).status).toBe(200);
    expect((await postings(swap.id)).map((posting) => posting.key)).toEqual([
      `sale:${swap.id}`,
      `refund:${swap.id}`,
      `sale:${swap.id}:${again!.order_id}`,
      `release:${swap.id}:${again!.order_id}`,
    ]);
    const net = cents(swap.price) - fee(swap.price);
    expect((await postings(swap.id)).at(-1)!.legs).toBe(
      `${swap.sellerId}:pending:${-net} ${swap.sellerId}:available:${net}`,
    );
  });

  it('a swap paid before the ledger (no sale posting) posts its sale when it is released, so the seller gets paid', async () => {
    const buyer = 1007;
    const [item] = await buyableItems(db(), 1, { skip: 500 });
    const [order] = await db().query<{ id: number }>(
      `INSERT INTO orders (buyer_id, subtotal, shipping, total, payment_gateway, payment_transaction_id)
       VALUES ($1, 50, 10, 60, 'sandbox', 'seed-order-legacy') RETURNING id`,
      [buyer],
    );
    const [swap] = await db().query<{ id: number }>(
      `INSERT INTO swaps (item_id, buyer_id, seller_id, order_id) VALUES ($1, $2, $3, $4) RETURNING id`,
      [item!.id, buyer, item!.seller_id, order!.id],
    );
    await db().query(
      `INSERT INTO order_items (order_id, item_id, seller_id, swap_id, price, shipping) VALUES ($1, $2, $3, $4, 50, 10)`,
      [order!.id, item!.id, item!.seller_id, swap!.id],
    );
    await deliver(swap!.id);
    const before = await balance(item!.seller_id);
    expect((await request('POST', `/v1/swaps/${swap!.id}/accept`, buyer)).status).toBe(200);
    expect((await postings(swap!.id)).map((posting) => [posting.key, posting.legs])).toEqual([
      [`sale:${swap!.id}`, `-:buyer_payments:-6000 ${item!.seller_id}:pending:4550 -:fees:450 -:postage:1000`],
      [`release:${swap!.id}`, `${item!.seller_id}:pending:-4550 ${item!.seller_id}:available:4550`],
    ]);
    expect(cents(await balance(item!.seller_id)) - cents(before)).toBe(4550);
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
  });

  it('after concurrent accepts, the job and refunds, the ledger balances: no discrepancy, every swap posted once', async () => {
    const buyer = 1003;
    const swaps = [await buy(buyer), await buy(buyer), await buy(buyer)];
    for (const swap of swaps) await deliver(swap.id);
    const answers = await Promise.all(
      swaps.flatMap((swap) => [
        request('POST', `/v1/swaps/${swap.id}/accept`, buyer),
        request('POST', `/v1/swaps/${swap.id}/accept`, buyer),
      ]),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    // Two admins resolving one dispute at once, one with a full refund and one with none: one wins.
    const contested = await buy(buyer);
    await deliver(contested.id);
    const opened = await request('POST', `/v1/swaps/${contested.id}/dispute`, buyer, {
      dispute: { reason: 'not_authentic', description: 'The logo is off' },
    });
    expect(opened.status).toBe(201);
    const resolutions = await Promise.all(
      ['full_refund', 'no_refund', 'partial_refund'].map((outcome) =>
        request('PUT', `/v1/swaps/${contested.id}/dispute`, ADMIN, {
          resolution: { outcome, refund_amount: outcome === 'partial_refund' ? 1 : undefined },
        }),
      ),
    );
    expect(resolutions.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await postings(contested.id)).length).toBeLessThanOrEqual(3);
    await advanceClock(db(), SWAP_TIMING.acceptWindow + MINUTE);
    await Promise.all([finalizeDeliveries(db()), finalizeDeliveries(db())]);
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
    const twice = await db().query(
      `SELECT idempotency_key FROM ledger_transactions WHERE kind IN ('release', 'refund') GROUP BY swap_id, idempotency_key
       HAVING count(*) > 1`,
    );
    expect(twice).toEqual([]);
    // The platform's and the users' balances sum to 0; each user's equals their entries.
    const [total] = await db().query<{ sum: number }>('SELECT sum(balance_cents)::bigint AS sum FROM ledger_accounts');
    expect(Number(total!.sum)).toBe(0);
    // No round of a swap (its payment by one order) is both released and fully refunded.
    const both = await db().query(
      `SELECT swap_id FROM ledger_transactions WHERE idempotency_key ~ '^(release|refund):[0-9]+(:[0-9]+)?$'
       GROUP BY swap_id, substring(idempotency_key FROM '^(?:release|refund):[0-9]+(:[0-9]+)?$') HAVING count(*) > 1`,
    );
    expect(both).toEqual([]);
  });
});
