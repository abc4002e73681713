import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import { advanceClock } from '../clock/clock';
import { ledgerDiscrepancies } from '../ledger/ledger';
import { buyableItems, useRecordingApp } from '../testing/money';
import { describeEachDriver } from '../testing/test-databases';
import { PURCHASE_IN_PROGRESS_MESSAGE } from './rounds';

const ADMIN = 1004;

/**
 * A swap bought again (issue 31, high 1; server/swaps/README.md 'A swap bought again'): one swap per item and
 * buyer, each purchase a round of it. While a purchase is in progress the item cannot be bought again by
 * that buyer; once final, the next purchase is a new round whose money, parcel and dispute are its own.
 */
describeEachDriver('a swap bought again: refused while in progress, a new round once final', (driver) => {
  const { context, gateway, request, cartPath, add, checkout } = useRecordingApp(driver);
  const db = () => context.db;
  let skip = 0;

  /** An available item of a generated seller with `quantity` units (several units: a repeat purchase). */
  async function multiUnitItem(quantity: number) {
    const [item] = await buyableItems(db(), 1, { skip: 40 + skip++ * 3 });
    await db().query('UPDATE items SET quantity = $2, accepts_offers = true WHERE id = $1', [item!.id, quantity]);
    return item!;
  }
  const swapRow = (itemId: number, buyerId: number) =>
    db()
      .query<{
        id: number;
        stage: string;
        order_id: number;
        delivered: boolean;
        shipped: boolean;
      }>(
        `SELECT id, stage, order_id, delivered_at IS NOT NULL AS delivered, shipped_at IS NOT NULL AS shipped
         FROM swaps WHERE item_id = $1 AND buyer_id = $2`,
        [itemId, buyerId],
      )
      .then((rows) => rows[0]!);
  const deliver = (swapId: number) =>
    db().query(
      `UPDATE swaps SET stage = 'delivered', shipped_at = coalesce(shipped_at, ks_now()), delivered_at = ks_now(),
         accept_by = ks_now() + $2 * interval '1 millisecond' WHERE id = $1`,
      [swapId, SWAP_TIMING.acceptWindow],
    );
  const errorsOf = (answer: { status: number; body: unknown }) => [
    answer.status,
    apiErrorBodySchema.parse(answer.body).errors,
  ];
  /** The swap's postings as `key legs`, legs as owner:account:cents. */
  const postings = (swapId: number) =>
    db()
      .query<{ key: string; legs: string }>(
        `SELECT t.idempotency_key AS key,
           string_agg(coalesce(a.owner_id::text, '-') || ':' || a.kind || ':' || e.amount_cents, ' ' ORDER BY e.id) AS legs
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
         JOIN ledger_accounts a ON a.id = e.account_id WHERE t.swap_id = $1 GROUP BY t.id ORDER BY t.id`,
        [swapId],
      )
      .then((rows) => rows.map((row) => `${row.key} ${row.legs}`));
  /** What the swap's postings left in the platform's `fees`, in cents. */
  const feesKept = async (swapId: number) => {
    const [row] = await db().query<{ cents: number }>(
      `SELECT coalesce(sum(e.amount_cents), 0)::bigint AS cents FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
       WHERE t.swap_id = $1 AND a.owner_id IS NULL AND a.kind = 'fees'`,
      [swapId],
    );
    return Number(row!.cents);
  };
  const cents = (usd: number) => Math.round(usd * 100);
  const fee = (price: number) => Math.max(100, Math.round(cents(price) * 0.09));
  /** Buys one unit of the item in a checkout of its own: the order id. */
  async function buyOnce(buyer: number, itemId: number) {
    expect((await add(buyer, itemId)).status).toBe(201);
    const paid = await checkout(buyer);
    expect(paid.status).toBe(201);
    return (paid.body as { data: { order: { id: number } } }).data.order.id;
  }

  it('buy → deliver → buy again: refused (cart, checkout, offer, accepting one) while the first is not final, and the first left as it was', async () => {
    const buyer = 1007;
    const item = await multiUnitItem(3);
    await buyOnce(buyer, item.id);
    const first = await swapRow(item.id, buyer);
    await deliver(first.id);
    const refusal = [409, [{ message: PURCHASE_IN_PROGRESS_MESSAGE, code: 'purchase_in_progress' }]];

    // The cart refuses the second unit …
    expect(errorsOf(await add(buyer, item.id))).toEqual(refusal);
    // … and so does the checkout of a cart that held it already (put there before), charging nothing.
    const [cart] = await db().query<{ id: number }>('SELECT id FROM carts WHERE user_id = $1', [buyer]);
    await db().query('INSERT INTO cart_items (cart_id, item_id) VALUES ($1, $2)', [cart!.id, item.id]);
    const charges = gateway.charges.length;
    expect(errorsOf(await checkout(buyer))).toEqual([
      409,
      [{ message: PURCHASE_IN_PROGRESS_MESSAGE, code: 'purchase_in_progress', field: `cart_items.${item.id}` }],
    ]);
    expect(gateway.charges.length).toBe(charges);
    // An offer is a new purchase too (Message Seller is not: the swap is the conversation).
    const offer = await request('POST', '/v1/swaps', buyer, { swap: { item_id: item.id, offer: { amount: 1 } } });
    expect(errorsOf(offer)).toEqual(refusal);
    expect((await request('POST', '/v1/swaps', buyer, { swap: { item_id: item.id } })).status).toBe(200);
    // An offer made before the checkout cannot be accepted over the purchase in progress.
    const [pending] = await db().query<{ id: number }>(
      `INSERT INTO offers (swap_id, item_id, amount, expires_at) VALUES ($1, $2, 1, ks_now() + interval '1 day')
       RETURNING id`,
      [first.id, item.id],
    );
    const accepted = await request('PUT', `/v1/swaps/${first.id}/offers/${pending!.id}`, item.seller_id, {
      offer: { state: 'accepted' },
    });
    expect(errorsOf(accepted)).toEqual(refusal);

    // The first purchase is untouched: still delivered, one order, one sale.
    expect(await swapRow(item.id, buyer)).toEqual({ ...first, stage: 'delivered', delivered: true, shipped: true });
    expect((await postings(first.id)).map((line) => line.split(' ')[0])).toEqual([`sale:${first.id}`]);
    const [{ quantity } = { quantity: 0 }] = await db().query<{ quantity: number }>(
      'SELECT quantity FROM items WHERE id = $1',
      [item.id],
    );
    expect(quantity).toBe(2);
    // A disputed purchase is in progress as well; a refunded one is not.
    await db().query("UPDATE swaps SET stage = 'disputed' WHERE id = $1", [first.id]);
    expect(errorsOf(await add(buyer, item.id))).toEqual(refusal);
    await db().query('DELETE FROM cart_items WHERE cart_id = $1', [cart!.id]);
    await db().query("UPDATE swaps SET stage = 'refunded' WHERE id = $1", [first.id]);
    expect((await add(buyer, item.id)).status).toBe(201);
    await db().query('DELETE FROM cart_items WHERE cart_id = $1', [cart!.id]);
    expect(cartPath(buyer)).toBe(`/v1/users/user-${buyer}/cart`);
  });

  it('buy → final → buy again: the second round ships with its own tracking and its full refund pays back only its own order', async () => {
    const buyer = 1008;
    const item = await multiUnitItem(2);
    const order1 = await buyOnce(buyer, item.id);
    const swap = await swapRow(item.id, buyer);
    expect(
      (
        await request('POST', `/v1/swaps/${swap.id}/tracking`, item.seller_id, {
          shipment: { carrier: 'usps', tracking_number: '9400111899223344551001' },
        })
      ).status,
    ).toBe(201);
    await deliver(swap.id);
    expect((await request('POST', `/v1/swaps/${swap.id}/accept`, buyer)).status).toBe(200);
    const round1 = await postings(swap.id);
    const price = cents(item.price);
    const [{ shipping = 0 } = {}] = await db().query<{ shipping: number }>(
      'SELECT shipping FROM order_items WHERE order_id = $1',
      [order1],
    );
    const postage = cents(shipping);

    // Final: the same buyer buys the second unit, a new round of the same swap.
    const order2 = await buyOnce(buyer, item.id);
    expect(await swapRow(item.id, buyer)).toEqual({
      id: swap.id,
      stage: 'paid',
      order_id: order2,
      delivered: false,
      shipped: false,
    });
    // The round ships with its own number (not 409 already_shipped by the first round's parcel).
    const tracked = await request('POST', `/v1/swaps/${swap.id}/tracking`, item.seller_id, {
      shipment: { carrier: 'usps', tracking_number: '9400111899223344551002' },
    });
    expect(tracked.status).toBe(201);
    expect((tracked.body as { data: { shipment: { tracking_number: string } } }).data.shipment.tracking_number).toBe(
      '9400111899223344551002',
    );
    // Delivered, disputed, refunded in full: the card gets back round 2's payment, not both rounds'.
    await deliver(swap.id);
    const opened = await request('POST', `/v1/swaps/${swap.id}/dispute`, buyer, {
      dispute: { reason: 'damaged', description: 'The second one arrived cracked' },
    });
    expect(opened.status).toBe(201);
    gateway.refunds.splice(0);
    const resolved = await request('PUT', `/v1/swaps/${swap.id}/dispute`, ADMIN, {
      resolution: { outcome: 'full_refund' },
    });
    expect(resolved.status).toBe(200);
    expect(gateway.refunds.map((refund) => cents(refund.amount))).toEqual([price + postage]);
    // Round 1's lines untouched; round 2's sale and refund keyed by its order; the platform keeps round 1's fee.
    expect(await postings(swap.id)).toEqual([
      ...round1,
      `sale:${swap.id}:${order2} -:buyer_payments:${-(price + postage)} ${item.seller_id}:pending:${price - fee(item.price)} -:fees:${fee(item.price)}${postage ? ` -:postage:${postage}` : ''}`,
      `refund:${swap.id}:${order2} ${item.seller_id}:pending:${-(price - fee(item.price))} -:fees:${-fee(item.price)}${postage ? ` -:postage:${-postage}` : ''} -:buyer_payments:${price + postage}`,
    ]);
    expect(await feesKept(swap.id)).toBe(fee(item.price));
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
    // Refunded: another full refund of the round is refused and pays nothing.
    const again = await request('POST', `/v1/swaps/${swap.id}/refund`, buyer);
    expect(again.status).toBe(409);
    expect(gateway.refunds).toHaveLength(1);
  });

  it('buy → final → buy again → unshipped 7 days: the refund is round 2’s own payment, round 1 stays paid out', async () => {
    const buyer = 1009;
    const item = await multiUnitItem(2);
    await buyOnce(buyer, item.id);
    const swap = await swapRow(item.id, buyer);
    await deliver(swap.id);
    expect((await request('POST', `/v1/swaps/${swap.id}/accept`, buyer)).status).toBe(200);
    const round1 = await postings(swap.id);
    const order2 = await buyOnce(buyer, item.id);
    const [line] = await db().query<{ price: number; shipping: number }>(
      'SELECT price, shipping FROM order_items WHERE order_id = $1',
      [order2],
    );
    const paid = cents(line!.price) + cents(line!.shipping);
    // A minute short of 7 days after round 2's payment (not round 1's): too early; at 7 days: refunded.
    await advanceClock(db(), SWAP_TIMING.refundOffer - 60_000);
    expect((await request('POST', `/v1/swaps/${swap.id}/refund`, buyer)).status).toBe(409);
    await advanceClock(db(), 60_000);
    gateway.refunds.splice(0);
    expect((await request('POST', `/v1/swaps/${swap.id}/refund`, buyer)).status).toBe(200);
    expect(gateway.refunds.map((refund) => cents(refund.amount))).toEqual([paid]);
    const after = await postings(swap.id);
    expect(after.slice(0, round1.length)).toEqual(round1);
    expect(after.slice(round1.length).map((posting) => posting.split(' ')[0])).toEqual([
      `sale:${swap.id}:${order2}`,
      `refund:${swap.id}:${order2}`,
    ]);
    expect(await feesKept(swap.id)).toBe(fee(item.price));
    // The seller keeps round 1's proceeds available.
    const [available] = await db().query<{ cents: number }>(
      `SELECT coalesce(sum(e.amount_cents), 0)::bigint AS cents FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
       WHERE t.swap_id = $1 AND a.owner_id = $2 AND a.kind = 'available'`,
      [swap.id, item.seller_id],
    );
    expect(Number(available!.cents)).toBe(cents(item.price) - fee(item.price));
  });

  it('a partial refund of round 2 is held to round 2’s price: at the price 422, a cent below it takes the rest from round 2’s fee', async () => {
    const buyer = 1007;
    const item = await multiUnitItem(2);
    await buyOnce(buyer, item.id);
    const swap = await swapRow(item.id, buyer);
    await deliver(swap.id);
    expect((await request('POST', `/v1/swaps/${swap.id}/accept`, buyer)).status).toBe(200);
    const order2 = await buyOnce(buyer, item.id);
    await deliver(swap.id);
    const opened = await request('POST', `/v1/swaps/${swap.id}/dispute`, buyer, {
      dispute: { reason: 'damaged', description: 'Cracked' },
    });
    expect(opened.status).toBe(201);
    const partial = (amount: number) =>
      request('PUT', `/v1/swaps/${swap.id}/dispute`, ADMIN, {
        resolution: { outcome: 'partial_refund', refund_amount: amount },
      });
    const price = cents(item.price);
    // Round 2's price (not both rounds'): refused as the rule, not by the ledger's check.
    expect(errorsOf(await partial(price / 100))).toEqual([
      422,
      [
        {
          message: expect.stringMatching(/^Enter less than the price, \$[\d,.]+, or choose a full refund$/),
          code: 'invalid_amount',
          field: 'resolution.refund_amount',
        },
      ],
    ]);
    gateway.refunds.splice(0);
    expect((await partial((price - 1) / 100)).status).toBe(200);
    expect(gateway.refunds.map((refund) => cents(refund.amount))).toEqual([price - 1]);
    const proceeds = price - fee(item.price);
    expect((await postings(swap.id)).find((line) => line.startsWith(`refund:${swap.id}:${order2}:partial `))).toBe(
      `refund:${swap.id}:${order2}:partial ${item.seller_id}:pending:${-proceeds} -:fees:${-(price - 1 - proceeds)} -:buyer_payments:${price - 1}`,
    );
    // Round 1's fee stays the platform's; of round 2's, one cent.
    expect(await feesKept(swap.id)).toBe(fee(item.price) + 1);
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
  });

  it('an offer accepted on a final swap starts a new round: the hold holds, the checkout charges the offer, the window expires', async () => {
    const buyer = 1003;
    const item = await multiUnitItem(2);
    await buyOnce(buyer, item.id);
    const swap = await swapRow(item.id, buyer);
    await deliver(swap.id);
    expect((await request('POST', `/v1/swaps/${swap.id}/accept`, buyer)).status).toBe(200);
    const amount = Math.max(1, Math.floor(item.price * 0.9));
    const offered = await request('POST', '/v1/swaps', buyer, { swap: { item_id: item.id, offer: { amount } } });
    expect(offered.status).toBe(200);
    const [offer] = await db().query<{ id: number }>("SELECT id FROM offers WHERE swap_id = $1 AND state = 'pending'", [
      swap.id,
    ]);
    const accepted = await request('PUT', `/v1/swaps/${swap.id}/offers/${offer!.id}`, item.seller_id, {
      offer: { state: 'accepted' },
    });
    expect(accepted.status).toBe(200);
    // Another buyer is held off; this buyer pays the offer's amount.
    expect((await add(1007, item.id)).status).toBe(409);
    expect((await add(buyer, item.id)).status).toBe(201);
    gateway.charges.splice(0);
    expect((await checkout(buyer)).status).toBe(201);
    const [line] = await db().query<{ shipping: number }>(
      'SELECT oi.shipping FROM order_items oi JOIN swaps s ON s.order_id = oi.order_id WHERE s.id = $1',
      [swap.id],
    );
    expect(gateway.charges.map((charge) => cents(charge.amount))).toEqual([cents(amount) + cents(line!.shipping)]);
  });
});
