import { z } from 'zod';
import { blockSchema } from '../block';
import { tileSchema } from '../tile';

/** A trending search: the words searched (`title`); `destination` overrides the search link. */
export const trendingSearchTileSchema = tileSchema.extend({ title: z.string().trim().min(1) });

/** trending-searches: searches athletes run most, each a link to its results. */
export const trendingSearchesBlockSchema = blockSchema.extend({
  layout: z.literal('trending-searches'),
  tiles: z.array(trendingSearchTileSchema).min(1),
});
