import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';
import { itemSchema } from './item';
import { swapEventSchema, swapLifecycleShape } from './swap-lifecycle';

/**
 * An offer's state: `outbid` when a higher offer on an auction replaced it, `expired` when a pending
 * offer or an accepted one's payment window ran out (schemas/entities/swap-lifecycle.ts).
 */
export const offerStateSchema = z.enum(['pending', 'accepted', 'declined', 'outbid', 'expired']);

/** An offer on an item (spec §3 'Offer (per item)'); swap_id only for the swap's buyer and the seller. */
export const offerSchema = z.object({
  id: idSchema,
  created_at: dateTimeSchema,
  buyer: z.object({ username: z.string() }),
  state: offerStateSchema,
  amount: z.number().nonnegative().nullable(),
  item_variation_id: idSchema.nullable(),
  seller_offer: z.boolean(),
  counter_offer: z.boolean(),
  swap_id: idSchema.nullable(),
});

/**
 * One swap: the conversation of one buyer and the seller about an item, with its offers and the
 * order that bought it. `unread` is the viewer's (spec §3 'Swap'); the item carries its page path
 * and price for the swap's item line.
 */
export const swapSchema = z.object({
  id: idSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
  unread: z.boolean(),
  item: itemSchema
    .pick({ id: true, name: true, state: true, price: true, primary_image: true })
    .extend({ url: z.string() }),
  buyer: z.object({ id: idSchema, username: z.string() }),
  seller: z.object({ id: idSchema, username: z.string() }),
  offers: z.array(offerSchema),
  order: z
    .object({ id: idSchema, state: z.literal('paid'), created_at: dateTimeSchema, price: z.number().nonnegative() })
    .nullable(),
  ...swapLifecycleShape,
});

/** One message of a swap's thread. */
export const swapMessageSchema = z.object({
  id: idSchema,
  swap_id: idSchema,
  created_at: dateTimeSchema,
  /** Null for the server's own notices, which name their `event` instead. */
  sender: z.object({ id: idSchema, username: z.string() }).nullable(),
  event: swapEventSchema.nullable(),
  body: z.string(),
});

export type OfferState = z.infer<typeof offerStateSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type Swap = z.infer<typeof swapSchema>;
export type SwapMessage = z.infer<typeof swapMessageSchema>;
