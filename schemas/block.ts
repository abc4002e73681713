import { z } from 'zod';
import { colorSchema, idSchema, linkSchema, optionalText } from './primitives';
import { tileSchema } from './tile';

const queryValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);

/**
 * The item-search query a block carries (spec §3 'Block'.query): category_id, brand_id, tag_slug
 * and any item-search parameter (q, model_id, sort, state, ...).
 */
export const blockQuerySchema = z
  .object({
    category_id: idSchema.optional(),
    brand_id: idSchema.optional(),
    model_id: idSchema.optional(),
    tag_slug: z.string().optional(),
    q: z.string().optional(),
    sort: z.string().optional(),
  })
  .catchall(queryValue.optional());

/** Every field a CMS block may carry (spec §3 'Block'); each layout narrows it in schemas/blocks/. */
export const blockSchema = z.object({
  id: idSchema,
  layout: z.string().min(1),
  title: optionalText,
  description: optionalText,
  destination: linkSchema.nullish(),
  cta: optionalText,
  background_color: colorSchema.nullish(),
  text_color: colorSchema.nullish(),
  login_required: z.boolean().nullish(),
  sorted: z.boolean().nullish(),
  query: blockQuerySchema.nullish(),
  category: z.object({ id: idSchema }).nullish(),
  tiles: z.array(tileSchema).nullish(),
});

export type BlockQuery = z.infer<typeof blockQuerySchema>;
export type BaseBlock = z.infer<typeof blockSchema>;
