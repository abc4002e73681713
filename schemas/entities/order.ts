import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';
import { moneyTotalsSchema } from './cart';
import { itemSchema } from './item';

/** One bought unit of an order: the item as it was sold, its price and shipping, and the swap it opened. */
export const orderItemSchema = z.object({
  item: itemSchema,
  item_variation: z.object({ id: idSchema, name: z.string() }).nullable(),
  price: z.number().nonnegative(),
  shipping: z.number().nonnegative(),
  swap_id: idSchema,
});

/** A paid order (a purchase in 'My Purchases'): its items, totals in USD and the payment reference. */
export const orderSchema = z.object({
  id: idSchema,
  created_at: dateTimeSchema,
  state: z.literal('paid'),
  totals: moneyTotalsSchema,
  payment: z.object({ gateway: z.string(), transaction_id: z.string() }),
  beta_checkout: z.boolean(),
  order_items: z.array(orderItemSchema),
});

/** The answer of checkout: the new order and the buyer's purchase count (ks_user_haspc, spec §9). */
export const checkoutResultSchema = z.object({ order: orderSchema, purchase_count: z.number().int().nonnegative() });

/** GET /v1/users/{uuid}/purchases, whole: the orders newest first and the buyer's purchase_count. */
export const purchasesResponseSchema = z.object({
  data: z.array(orderSchema),
  meta: z.object({ purchase_count: z.number().int().nonnegative() }),
});

export type OrderItem = z.infer<typeof orderItemSchema>;
export type Order = z.infer<typeof orderSchema>;
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
