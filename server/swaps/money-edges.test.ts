import { expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../schemas/api-error';
import { swapSchema } from '../../schemas/entities/swap';
import { ledgerDiscrepancies } from '../ledger/ledger';
import { buyableItems, useRecordingApp } from '../testing/money';
import { describeEachDriver } from '../testing/test-databases';

const ADMIN = 1004;
const BUYER = 134;

/**
 * Money rules at their edges (issue 31, server/swaps/README.md 'Time windows and money rules at their edges'): the
 * fee as the checkout posts it (half a cent up, the $1.00 minimum), and a dispute's partial refund at the
 * seller's proceeds (all from the proceeds) and a cent above them (the cent from the fee), at the price (422).
 */
describeEachDriver('money rules at their edges', (driver) => {
  const { context, request, add, checkout } = useRecordingApp(driver);
  const db = () => context.db;
  let skip = 0;
  /** BUYER buys a fresh item repriced to `price` first: its swap id and seller. */
  const buyAt = async (price: number) => {
    const [item] = await buyableItems(db(), 1, {
      where: 'i.seller_id <> 134 AND shipping_discount_amount = 0',
      skip: skip++,
    });
    await db().query('UPDATE items SET price = $2, list_price = $2 WHERE id = $1', [item!.id, price]);
    expect((await add(BUYER, item!.id)).status).toBe(201);
    expect((await checkout(BUYER)).status).toBe(201);
    const [swap] = await db().query<{ id: number }>('SELECT id FROM swaps WHERE item_id = $1 AND buyer_id = $2', [
      item!.id,
      BUYER,
    ]);
    return { id: swap!.id, sellerId: item!.seller_id };
  };
  /** The swap's postings of `kind`: each leg as 'account:cents' (the seller's accounts by kind). */
  const legs = async (swapId: number, kind: string) =>
    (
      await db().query<{ leg: string }>(
        `SELECT a.kind || ':' || e.amount_cents AS leg FROM ledger_transactions t
         JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
         WHERE t.swap_id = $1 AND t.kind = $2 ORDER BY a.kind`,
        [swapId, kind],
      )
    ).map((row) => row.leg);
  /** Delivered, disputed by the buyer, then resolved by an admin with a partial refund of `amount`. */
  const partialRefund = async (swapId: number, amount: number) => {
    await db().query(
      `UPDATE swaps SET stage = 'delivered', shipped_at = ks_now(), delivered_at = ks_now(),
         accept_by = ks_now() + interval '72 hours' WHERE id = $1`,
      [swapId],
    );
    const opened = await request('POST', `/v1/swaps/${swapId}/dispute`, BUYER, {
      dispute: { reason: 'damaged', description: 'Scuffed' },
    });
    expect(opened.status).toBe(201);
    return request('PUT', `/v1/swaps/${swapId}/dispute`, ADMIN, {
      resolution: { outcome: 'partial_refund', refund_amount: amount },
    });
  };

  it('the checkout posts the fee rounded half a cent up, and the $1.00 minimum below $11.12', async () => {
    // 9 % of $12.50 is 112.5 ¢: 113 (half up; banker's rounding and truncation say 112).
    const half = await buyAt(12.5);
    expect(await legs(half.id, 'sale')).toEqual(['buyer_payments:-2450', 'fees:113', 'pending:1137', 'postage:1200']);
    // 9 % of $11.05 is 99.45 ¢: the minimum, $1.00.
    const minimum = await buyAt(11.05);
    expect(await legs(minimum.id, 'sale')).toEqual([
      'buyer_payments:-2305',
      'fees:100',
      'pending:1005',
      'postage:1200',
    ]);
  });

  it('a partial refund of exactly the proceeds takes them all and no fee; a cent more takes the cent from the fee; the price is 422', async () => {
    // $50.00: fee $4.50, proceeds $45.50.
    const exact = await buyAt(50);
    expect((await partialRefund(exact.id, 45.5)).status).toBe(200);
    expect(await legs(exact.id, 'refund')).toEqual(['buyer_payments:4550', 'pending:-4550']);
    const final = swapSchema.parse(
      ((await request('GET', `/v1/swaps/${exact.id}`, exact.sellerId)).body as { data: unknown }).data,
    );
    // The seller's proceeds: nothing left, released as they are.
    expect(final).toMatchObject({ stage: 'final', proceeds: { net: 0, refunded: 45.5 } });

    const above = await buyAt(50);
    expect((await partialRefund(above.id, 45.51)).status).toBe(200);
    expect(await legs(above.id, 'refund')).toEqual(['buyer_payments:4551', 'fees:-1', 'pending:-4550']);

    const whole = await buyAt(50);
    const refused = await partialRefund(whole.id, 50);
    expect([refused.status, apiErrorBodySchema.parse(refused.body).errors[0]!.code]).toEqual([422, 'invalid_amount']);
    expect(await legs(whole.id, 'refund')).toEqual([]);
    expect(await ledgerDiscrepancies(db())).toEqual({ accounts: [], transactions: [] });
  });
});
