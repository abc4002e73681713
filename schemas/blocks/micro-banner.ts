import { z } from 'zod';
import { blockSchema } from '../block';
import { tileSchema } from '../tile';

/** A micro-banner message: its text is required; the destination makes it a link. */
export const microBannerTileSchema = tileSchema.extend({ title: z.string().min(1) });

/**
 * micro-banner: one-line messages above the page, rotating every 5 s, dismissible for 30 days
 * (spec §2.2, §2.7, §9).
 */
export const microBannerBlockSchema = blockSchema.extend({
  layout: z.literal('micro-banner'),
  tiles: z.array(microBannerTileSchema).min(1),
});
