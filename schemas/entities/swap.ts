import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';

/** An offer on an item (spec §3 'Offer (per item)'); swap_id only for the swap's buyer and the seller. */
export const offerSchema = z.object({
  id: idSchema,
  created_at: dateTimeSchema,
  buyer: z.object({ username: z.string() }),
  state: z.enum(['pending', 'accepted', 'declined']),
  amount: z.number().nonnegative().nullable(),
  item_variation_id: idSchema.nullable(),
  seller_offer: z.boolean(),
  counter_offer: z.boolean(),
  swap_id: idSchema.nullable(),
});

/** One swap: the conversation of one buyer and the seller about an item, with its offers and order. */
export const swapSchema = z.object({
  id: idSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
  item: z.object({ id: idSchema, name: z.string(), primary_image: z.object({ edge_url: z.string() }).nullable() }),
  buyer: z.object({ id: idSchema, username: z.string() }),
  seller: z.object({ id: idSchema, username: z.string() }),
  offers: z.array(offerSchema),
  order_id: idSchema.nullable(),
});

export type Offer = z.infer<typeof offerSchema>;
export type Swap = z.infer<typeof swapSchema>;
