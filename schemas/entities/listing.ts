import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';
import { itemImageSchema, itemStateSchema } from './item';
import { detailValueSchema } from './value-guide';

/** A saved parcel (POST /v1/parcels): inches and pounds. */
export const parcelSchema = z.object({
  id: idSchema,
  length: z.number().positive(),
  width: z.number().positive(),
  height: z.number().positive(),
  weight: z.number().positive().nullable(),
});

/**
 * An item as its seller edits it (GET /v1/items/{id}/edit, and the answer of POST/PUT /v1/items,
 * duplicate and publish): every field the list flow shows, drafts included. `version` grows with
 * every save; `overwrote_newer` is true on a save whose `version` was older than the stored one.
 */
export const listingSchema = z.object({
  id: idSchema,
  state: itemStateSchema,
  url: z.string(),
  name: z.string(),
  category_ids: z.array(idSchema),
  categories: z.array(z.object({ id: idSchema, name: z.string(), slug: z.string(), title_name: z.string() })),
  model: z.object({ id: idSchema, name: z.string(), brand_id: idSchema }).nullable(),
  details: z.array(z.object({ slug: z.string(), name: z.string(), values: z.array(detailValueSchema) })),
  description: z.string(),
  list_price: z.number().nullable(),
  images: z.array(itemImageSchema),
  parcel: parcelSchema.nullable(),
  accepts_offers: z.boolean(),
  quantity: z.number().int(),
  version: z.number().int().nonnegative(),
  overwrote_newer: z.boolean().optional(),
  updated_at: dateTimeSchema,
  published_at: dateTimeSchema.nullable(),
});

/**
 * A detail the list flow asks for in a category (GET /v1/details?category_id&scope=listable&context=list-flow;
 * spec §3 'List-flow detail definition'): `required` ones block publishing, `value_guides_required` ones
 * price the item.
 */
export const listFlowDetailSchema = z.object({
  slug: z.string(),
  name: z.string(),
  required: z.boolean(),
  value_guides_required: z.boolean(),
  values: z.array(detailValueSchema),
});

/** An uploaded photo (POST /v1/images). */
export const uploadedImageSchema = itemImageSchema.extend({ width: z.number().int(), height: z.number().int() });

export type Parcel = z.infer<typeof parcelSchema>;
export type Listing = z.infer<typeof listingSchema>;
export type ListFlowDetail = z.infer<typeof listFlowDetailSchema>;
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
