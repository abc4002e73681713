import { z } from 'zod';
import { idSchema } from '../primitives';
import { itemSchema } from './item';

/** Money totals in USD (spec §9 'Currency: USD'): what the items cost, their shipping and the sum. */
export const moneyTotalsSchema = z.object({
  subtotal: z.number().nonnegative(),
  shipping: z.number().nonnegative(),
  total: z.number().nonnegative(),
  currency: z.literal('USD'),
});

/** One line of a cart: the item as cards show it, the chosen variation, and what it adds. */
export const cartItemSchema = z.object({
  id: idSchema,
  item: itemSchema,
  item_variation: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** False once the item (or its variation) can no longer be bought: sold out, removed. */
  available: z.boolean(),
  shipping: z.number().nonnegative(),
  /**
   * What the line costs when the seller accepted the buyer's offer on it (the checkout charges this); null = the
   * item's price.
   */
  offer_price: z.number().nonnegative().nullable(),
});

/** The signed-in user's cart (spec §3 'Cart: id, cart_items[]', §7.4); totals count available lines only. */
export const cartSchema = z.object({
  id: idSchema,
  cart_items: z.array(cartItemSchema),
  totals: moneyTotalsSchema,
});

export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;
export type Cart = z.infer<typeof cartSchema>;
