import { z } from 'zod';
import { blockSchema } from '../block';
import { tileSchema } from '../tile';

/** short-hero-carousel: a low banner whose tiles are slides, rotating every 5 s (spec §2.7, §9). */
export const shortHeroCarouselBlockSchema = blockSchema.extend({
  layout: z.literal('short-hero-carousel'),
  tiles: z.array(tileSchema).min(1),
});
