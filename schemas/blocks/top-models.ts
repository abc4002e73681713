import { z } from 'zod';
import { blockSchema } from '../block';
import { idSchema } from '../primitives';

/**
 * top-models: the 8 top models of a category (spec §9), optionally of one brand: most popular
 * first (GET /v1/models sort popular_desc), or in the editor's catalogue order with a brand
 * (sort position_asc, spec §7.7).
 */
export const topModelsBlockSchema = blockSchema.extend({
  layout: z.literal('top-models'),
  query: z.object({ category_id: idSchema, brand_id: idSchema.optional() }).catchall(z.unknown()),
});
