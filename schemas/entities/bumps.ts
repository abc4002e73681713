import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';
import { itemDetailSchema } from './item-detail';

/** Bump info (spec §3): bumps the seller may still spend, and how many items they ever bumped. */
export const bumpInfoSchema = z.object({
  available_bumps: z.number().int().nonnegative(),
  items_bumped: z.number().int().nonnegative(),
});

/** One purchasable pack of GET /v1/catalogs?type[]=bump (spec §3 'Catalog of type bump', §7.4). */
export const catalogEntrySchema = z.object({
  id: idSchema,
  type: z.literal('bump'),
  name: z.string(),
  /** Bumps in the pack. */
  quantity: z.number().int().positive(),
  /** Price of one pack in USD. */
  price: z.number().positive(),
});

/** A bought catalog entry: what POST /v1/orders answers (201), with the seller's bump info after it. */
export const catalogOrderSchema = z.object({
  order: z.object({
    id: idSchema,
    catalog_id: idSchema,
    quantity: z.number().int().positive(),
    amount: z.number().positive(),
    currency: z.literal('USD'),
    created_at: dateTimeSchema,
  }),
  bump_info: bumpInfoSchema,
});

/** What a bump or a pro bump answers: the item as its page reads it, and the bump info after it. */
export const bumpResultSchema = z.object({ item: itemDetailSchema, bump_info: bumpInfoSchema });

export type BumpInfo = z.infer<typeof bumpInfoSchema>;
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;
export type CatalogOrder = z.infer<typeof catalogOrderSchema>;
export type BumpResult = z.infer<typeof bumpResultSchema>;
