import { z } from 'zod';
import { blockSchema } from '../block';
import { categoryTileSchema } from './home-featured-categories';

/** group-categories: the categories grid, 8 on mobile and 15 on desktop, then 'VIEW ALL' (spec §2.7, §9). */
export const groupCategoriesBlockSchema = blockSchema.extend({
  layout: z.literal('group-categories'),
  tiles: z.array(categoryTileSchema).min(1),
});
