import { z } from 'zod';
import { blockSchema } from '../block';
import { tileSchema } from '../tile';

/** carousel: the home hero carousel; each tile is a slide (8 s auto-advance). */
export const carouselBlockSchema = blockSchema.extend({
  layout: z.literal('carousel'),
  tiles: z.array(tileSchema).min(1),
});
