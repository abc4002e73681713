import { z } from 'zod';
import { blockSchema } from '../block';
import { idSchema } from '../primitives';

/** user-feed: the active sellers of a category (8, spec §9) with follow buttons; all categories without one. */
export const userFeedBlockSchema = blockSchema.extend({
  layout: z.literal('user-feed'),
  query: z.object({ category_id: idSchema.optional() }).catchall(z.unknown()).nullish(),
});
