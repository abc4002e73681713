import { z } from 'zod';
import { blockSchema } from '../block';
import { categoryTileSchema } from './home-featured-categories';

/** lander-collections-light: a light row of collection cards (image, name, optional subtitle). */
export const landerCollectionsLightBlockSchema = blockSchema.extend({
  layout: z.literal('lander-collections-light'),
  tiles: z.array(categoryTileSchema).min(1),
});
