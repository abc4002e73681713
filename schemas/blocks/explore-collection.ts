import { z } from 'zod';
import { blockSchema } from '../block';
import { categoryTileSchema } from './home-featured-categories';

/** explore-collection: 12 tiles (5 on mobile), the rest behind 'Show More' (spec §2.7, §9). */
export const exploreCollectionBlockSchema = blockSchema.extend({
  layout: z.literal('explore-collection'),
  tiles: z.array(categoryTileSchema).min(1),
});
