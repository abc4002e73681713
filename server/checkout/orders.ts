import type { Order } from '../../schemas/entities/order';
import type { Db } from '../db/db';
import { ITEM_COLUMNS, ITEM_JOINS, toItem, type ItemRow } from '../items/item-rows';

interface OrderRow {
  id: number;
  created_at: Date;
  subtotal: number;
  shipping: number;
  total: number;
  payment_gateway: string;
  payment_transaction_id: string;
  beta_checkout: boolean;
}

interface OrderItemRow extends ItemRow {
  order_id: number;
  order_item_price: number;
  order_item_shipping: number;
  swap_id: number;
  item_variation_id: number | null;
  variation_name: string | null;
}

/** The buyer's orders, newest first (My Purchases), or only `orderId` when given. */
export async function listOrders(db: Db, buyerId: number, orderId?: number): Promise<Order[]> {
  const orders = await db.query<OrderRow>(
    `SELECT id, created_at, subtotal, shipping, total, payment_gateway, payment_transaction_id, beta_checkout
     FROM orders WHERE buyer_id = $1 AND ($2::int IS NULL OR id = $2) ORDER BY created_at DESC, id DESC LIMIT 100`,
    [buyerId, orderId ?? null],
  );
  if (orders.length === 0) return [];
  const items = await db.query<OrderItemRow>(
    `SELECT oi.order_id, oi.price AS order_item_price, oi.shipping AS order_item_shipping, oi.swap_id,
       oi.item_variation_id, v.name AS variation_name, ${ITEM_COLUMNS}
     FROM order_items oi JOIN items i ON i.id = oi.item_id ${ITEM_JOINS}
     LEFT JOIN item_variations v ON v.id = oi.item_variation_id
     WHERE oi.order_id = ANY ($1::int[]) ORDER BY oi.id`,
    [orders.map((order) => order.id)],
  );
  return orders.map((order) => ({
    id: order.id,
    created_at: order.created_at.toISOString(),
    state: 'paid',
    totals: { subtotal: order.subtotal, shipping: order.shipping, total: order.total, currency: 'USD' },
    payment: { gateway: order.payment_gateway, transaction_id: order.payment_transaction_id },
    beta_checkout: order.beta_checkout,
    order_items: items
      .filter((row) => row.order_id === order.id)
      .map((row) => ({
        item: toItem(row),
        item_variation:
          row.item_variation_id !== null ? { id: row.item_variation_id, name: row.variation_name! } : null,
        price: row.order_item_price,
        shipping: row.order_item_shipping,
        swap_id: row.swap_id,
      })),
  }));
}

/** One of the buyer's orders, or null. */
export async function findOrder(db: Db, buyerId: number, orderId: number): Promise<Order | null> {
  return (await listOrders(db, buyerId, orderId))[0] ?? null;
}

/** The user's purchase_count (spec §3 'properties.purchase_count'). */
export async function purchaseCount(db: Db, userId: number): Promise<number> {
  const [user] = await db.query<{ purchase_count: number }>('SELECT purchase_count FROM users WHERE id = $1', [userId]);
  return user?.purchase_count ?? 0;
}
