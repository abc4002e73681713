import { z } from 'zod';
import { blockSchema } from '../block';
import { tileSchema } from '../tile';

/**
 * ad-slot: one ad, 320×50 on mobile and 728×90 on desktop (spec §9), loaded 300 px before it
 * scrolls into view. `ad_unit` names the slot for the ad network; the first tile is the house ad
 * (image per platform, title, destination) our own network serves.
 */
export const adSlotBlockSchema = blockSchema.extend({
  layout: z.literal('ad-slot'),
  ad_unit: z
    .string()
    .regex(/^[a-z0-9_/-]{1,100}$/i)
    .nullish(),
  tiles: z.array(tileSchema).max(1).nullish(),
});
