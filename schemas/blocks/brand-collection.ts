import { z } from 'zod';
import { blockSchema } from '../block';
import { categoryTileSchema } from './home-featured-categories';

/** brand-collection: brand tiles (name, optional logo), then 'See More Brands' to the block's destination. */
export const brandCollectionBlockSchema = blockSchema.extend({
  layout: z.literal('brand-collection'),
  tiles: z.array(categoryTileSchema).min(1),
});
