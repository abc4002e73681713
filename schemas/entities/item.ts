import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';

export const itemStateSchema = z.enum(['draft', 'available', 'sold', 'removed', 'archived']);

export const itemImageSchema = z.object({ id: idSchema, small_url: z.string(), large_url: z.string() });

/**
 * An item as item search returns it (spec §3 'Item'): the fields grids and cards read. The item
 * page issue extends this with actions, variations, details and the external-marketplace link.
 */
export const itemSchema = z.object({
  id: idSchema,
  name: z.string(),
  url: z.string().nullish(),
  state: itemStateSchema,
  price: z.number().nonnegative(),
  list_price: z.number().nonnegative().nullish(),
  original_list_price: z.number().nonnegative().nullish(),
  shipping_discount_amount: z.number().nonnegative().nullish(),
  quantity: z.number().int().nonnegative().nullish(),
  auction: z.boolean().nullish(),
  favoriters_count: z.number().int().nonnegative().nullish(),
  primary_image: z.object({ edge_url: z.string() }).nullish(),
  images: z.array(itemImageSchema).nullish(),
  seller: z.object({ id: idSchema, username: z.string() }).nullish(),
  categories: z
    .array(z.object({ id: idSchema, name: z.string(), slug: z.string(), full_name: z.string().nullish() }))
    .nullish(),
  model: z.object({ id: idSchema, name: z.string() }).nullish(),
  brand: z.object({ id: idSchema, name: z.string() }).nullish(),
  published_at: dateTimeSchema.nullish(),
});

export type ItemState = z.infer<typeof itemStateSchema>;
export type Item = z.infer<typeof itemSchema>;
