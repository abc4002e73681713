import { z } from 'zod';
import { idSchema } from '../primitives';
import { itemSchema } from './item';

/** One size, hand or colour of an item, with its own stock (spec §3 'variations[]'). */
export const itemVariationSchema = z.object({
  id: idSchema,
  name: z.string(),
  quantity: z.number().int().nonnegative(),
});

/**
 * One detail of an item (spec §3 'details[]'): brand, model, condition... `guidance` is the
 * markdown of its 'What is {detail}?' modal (spec §2.9), null when it has none.
 */
export const itemDetailEntrySchema = z.object({
  slug: z.string(),
  name: z.string(),
  values: z.array(z.object({ id: idSchema, slug: z.string(), name: z.string() })),
  value_guides_required: z.boolean().nullish(),
  guidance: z.string().nullish(),
});

/**
 * An item as its page reads it (GET /v1/items/{id}): the card fields plus what the viewer may do
 * with it. `actions`, `favorite`, `buyer_swap_id` and `seller.following` are the calling user's.
 */
export const itemDetailSchema = itemSchema.extend({
  description: z.string(),
  /**
   * What the viewer may do (spec §4.1): buy, add_to_cart, offer, view_swap, the seller's management actions, admin
   * grants.
   */
  actions: z.array(z.string()),
  variations: z.array(itemVariationSchema),
  buyer_swap_id: idSchema.nullish(),
  favorite: z.boolean(),
  favoriters_count: z.number().int().nonnegative(),
  seller: z.object({ id: idSchema, username: z.string(), following: z.boolean().nullish() }),
  details: z.array(itemDetailEntrySchema),
});

/** The answer of favourite and unfavourite: the viewer's flag and the item's new count. */
export const favoriteStateSchema = z.object({
  favorite: z.boolean(),
  favoriters_count: z.number().int().nonnegative(),
});

export type ItemVariation = z.infer<typeof itemVariationSchema>;
export type ItemDetailEntry = z.infer<typeof itemDetailEntrySchema>;
export type ItemDetail = z.infer<typeof itemDetailSchema>;
export type FavoriteState = z.infer<typeof favoriteStateSchema>;
