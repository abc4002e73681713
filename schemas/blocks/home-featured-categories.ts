import { z } from 'zod';
import { blockSchema } from '../block';
import { linkSchema } from '../primitives';
import { tileSchema } from '../tile';

/** A category tile: it must name the category and link to it. */
export const categoryTileSchema = tileSchema.extend({
  title: z.string().min(1),
  destination: linkSchema,
});

/** home-featured-categories: category tiles, 8 shown on desktop. */
export const homeFeaturedCategoriesBlockSchema = blockSchema.extend({
  layout: z.literal('home-featured-categories'),
  tiles: z.array(categoryTileSchema).min(1),
});
