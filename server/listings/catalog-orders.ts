import type { CatalogOrder } from '../../schemas/entities/bumps';
import type { CatalogOrderBody } from '../../schemas/requests/item-management';
import { sumUsd } from '../checkout/buying-rules';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { idempotencyKeyReusedError, requestFingerprint } from '../http/idempotency';
import type { PaymentGateway } from '../payments/gateway';
import { requirePayments } from '../payments/unavailable';
import { bumpInfo } from './bumps';

interface OrderRow {
  id: number;
  catalog_id: number;
  quantity: number;
  amount: number;
  created_at: Date;
  request_hash: string | null;
}

const ORDER_COLUMNS = 'id, catalog_id, quantity, amount, created_at, request_hash';

/**
 * POST /v1/orders (spec §7.4): buys `quantity` packs of a catalog entry through the payment
 * gateway and adds their bumps to the buyer's balance. `key` (the x-idempotency-key header) is
 * unique per user: the first request claims it by inserting the order row, so a repeat — after the
 * first succeeded, or while it is still charging (it waits on the key's index entry) — answers
 * that order with `created: false` and charges nothing. A declined card or a bad nonce rolls the
 * whole order back, key included: nothing is written and the buyer may try again with another card.
 */
export async function orderCatalogEntry(
  db: Db,
  gateway: PaymentGateway,
  userId: number,
  key: string,
  { nonce, quantity, catalog_id }: CatalogOrderBody['order'],
): Promise<{ created: boolean; order: CatalogOrder }> {
  requirePayments(gateway);
  const request = { catalog_id, quantity, nonce, fingerprint: requestFingerprint({ catalog_id, quantity, nonce }) };
  const existing = await findOrderByKey(db, userId, key);
  if (existing) return { created: false, order: await answer(db, userId, sameOrder(existing, request)) };
  const placed = await db.transaction(async (tx) => {
    const [entry] = await tx.query<{ price: number; quantity: number }>(
      'SELECT price, quantity FROM catalog_entries WHERE id = $1 AND active',
      [catalog_id],
    );
    if (!entry)
      throw new ApiError(422, [
        { message: 'This pack is no longer for sale', code: 'invalid', field: 'order.catalog_id' },
      ]);
    const amount = sumUsd(Array.from({ length: quantity }, () => entry.price));
    const [claimed] = await tx.query<OrderRow>(
      `INSERT INTO catalog_orders (user_id, catalog_id, quantity, amount, idempotency_key, payment_gateway, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING ${ORDER_COLUMNS}`,
      [userId, catalog_id, quantity, amount, key, gateway.name, request.fingerprint],
    );
    // A concurrent request with this key committed first: answer its order.
    if (!claimed) return null;
    const charge = await gateway.charge({ nonce, amount, currency: 'USD', reference: `catalog-order-${claimed.id}` });
    if (!charge.ok)
      throw new ApiError(charge.reason === 'declined' ? 402 : 422, [
        {
          message: charge.message,
          code: charge.reason === 'declined' ? 'payment_declined' : 'invalid_nonce',
          field: 'order.nonce',
        },
      ]);
    await tx.query('UPDATE catalog_orders SET payment_transaction_id = $2 WHERE id = $1', [
      claimed.id,
      charge.transactionId,
    ]);
    await tx.query(
      `INSERT INTO bump_balances AS b (user_id, available_bumps) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET available_bumps = b.available_bumps + EXCLUDED.available_bumps`,
      [userId, entry.quantity * quantity],
    );
    return claimed;
  });
  if (placed) return { created: true, order: await answer(db, userId, placed) };
  const raced = (await findOrderByKey(db, userId, key))!;
  return { created: false, order: await answer(db, userId, sameOrder(raced, request)) };
}

async function findOrderByKey(db: Db, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM catalog_orders WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, key],
  );
  return row;
}

/**
 * A key names one order: sent again with another pack, quantity or card (nonce), it is a mistake, not a
 * retry (server/http/idempotency.ts). An order from before the fingerprint compares pack and quantity.
 */
function sameOrder(order: OrderRow, request: { catalog_id: number; quantity: number; fingerprint: string }): OrderRow {
  const same =
    order.request_hash === null
      ? order.catalog_id === request.catalog_id && order.quantity === request.quantity
      : order.request_hash === request.fingerprint;
  if (!same) throw idempotencyKeyReusedError('order');
  return order;
}

async function answer(db: Db, userId: number, order: OrderRow): Promise<CatalogOrder> {
  return {
    order: {
      id: order.id,
      catalog_id: order.catalog_id,
      quantity: order.quantity,
      amount: order.amount,
      currency: 'USD',
      created_at: order.created_at.toISOString(),
    },
    bump_info: await bumpInfo(db, userId),
  };
}
