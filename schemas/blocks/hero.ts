import { z } from 'zod';
import { blockSchema } from '../block';
import { tileSchema } from '../tile';

/**
 * hero: a headline with JOIN buttons for guests and an optional `cta` button (to `destination`)
 * for signed-in users. The first tile, when present, supplies the background image per platform.
 */
export const heroBlockSchema = blockSchema.extend({
  layout: z.literal('hero'),
  title: z.string().min(1),
  tiles: z.array(tileSchema).max(1).nullish(),
});
