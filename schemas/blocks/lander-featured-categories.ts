import { z } from 'zod';
import { blockSchema } from '../block';
import { categoryTileSchema } from './home-featured-categories';

/** lander-featured-categories: at most 6 category tiles, then 'Show all categories' (spec §2.7, §9). */
export const landerFeaturedCategoriesBlockSchema = blockSchema.extend({
  layout: z.literal('lander-featured-categories'),
  tiles: z.array(categoryTileSchema).min(1),
});
