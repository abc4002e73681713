import { z } from 'zod';
import { blockSchema } from '../block';
import { categoryTileSchema } from './home-featured-categories';

/** text-pills: a row of rounded text links (each tile's title to its destination). */
export const textPillsBlockSchema = blockSchema.extend({
  layout: z.literal('text-pills'),
  tiles: z.array(categoryTileSchema).min(1),
});
