import { z } from 'zod';
import { idSchema } from '../primitives';

/** The highest price a listing may ask (spec is silent; a real marketplace caps it to catch typos). */
export const MAX_LIST_PRICE = 100_000;
/** Photos per listing (issue 16). */
export const MAX_ITEM_PHOTOS = 12;
/** The default parcel, in inches (spec §9 'Default parcel: 5×5×5'). */
export const DEFAULT_PARCEL = { length: 5, width: 5, height: 5 } as const;

const wholeCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** An asking price: above $0, at most MAX_LIST_PRICE, whole cents. */
export const listPriceSchema = z
  .number({ error: 'Enter a price' })
  .gt(0, 'Enter a price above $0')
  .max(MAX_LIST_PRICE, 'Enter a price of at most $100,000')
  .refine(wholeCents, 'Enter a price in whole cents');

/** One detail the seller chose: its slug and the chosen value ids (as the value guide's payload sends them). */
export const draftDetailSchema = z.object({
  slug: z.string().min(1).max(40),
  values: z.array(z.object({ id: idSchema })).max(10),
});

/** A parcel as POST /v1/parcels takes it (spec §3, §7.5): inches and pounds. */
export const parcelInputSchema = z.object({
  length: z.number().gt(0, 'Enter a length').max(108, 'At most 108 in'),
  width: z.number().gt(0, 'Enter a width').max(108, 'At most 108 in'),
  height: z.number().gt(0, 'Enter a height').max(108, 'At most 108 in'),
  weight: z.number().gt(0, 'Enter a weight').max(150, 'At most 150 lb'),
});

/**
 * The item of POST /v1/items and PUT /v1/items/{id} (spec §7.5) while it is a draft: every field
 * optional, each checked for shape only. The value guide's create payload (item-create.ts) fits it.
 * `version` is the draft version the sender last saw: the save still wins, and the answer says
 * whether it overwrote a newer one (another tab).
 */
export const itemDraftSchema = z.object({
  name: z.string().trim().max(80, 'At most 80 characters').optional(),
  category_ids: z.array(idSchema).max(3).optional(),
  model_id: idSchema.nullish(),
  details: z.array(draftDetailSchema).max(30).optional(),
  description: z.string().max(5000, 'At most 5,000 characters').optional(),
  list_price: listPriceSchema.nullish(),
  images: z
    .array(z.object({ id: idSchema }))
    .max(MAX_ITEM_PHOTOS, `At most ${MAX_ITEM_PHOTOS} photos`)
    .optional(),
  parcel_id: idSchema.nullish(),
  accepts_offers: z.boolean().optional(),
  quantity: z.number().int().min(1).max(999).optional(),
  src: z.string().max(100).optional(),
  version: z.number().int().nonnegative().optional(),
});

export const itemDraftPayloadSchema = z.object({ item: itemDraftSchema });

/**
 * What publishing needs beyond the draft's shape (POST /v1/items/{id}/validate, publish, CSV rows):
 * the rules that need no database. The server adds the rest (the category is a leaf, the model is
 * of the category, required details are set, the photos are the seller's).
 */
export const publishableItemSchema = z.object({
  name: z.string().trim().min(3, 'Enter a title of at least 3 characters').max(80, 'At most 80 characters'),
  category_ids: z.array(idSchema).min(1, 'Choose a category'),
  description: z.string().max(5000, 'At most 5,000 characters'),
  list_price: listPriceSchema,
  images: z
    .array(z.object({ id: idSchema }))
    .min(1, 'Add at least one photo')
    .max(MAX_ITEM_PHOTOS),
});

export type ItemDraft = z.infer<typeof itemDraftSchema>;
export type ItemDraftPayload = z.infer<typeof itemDraftPayloadSchema>;
export type ParcelInput = z.infer<typeof parcelInputSchema>;
