import { z } from 'zod';
import { blockQuerySchema, blockSchema } from '../block';

/** item-grid-3-rows: a layout the CMS may hold that renders nothing (spec §2.7); its query is ignored. */
export const itemGrid3RowsBlockSchema = blockSchema.extend({
  layout: z.literal('item-grid-3-rows'),
  query: blockQuerySchema.nullish(),
});

/**
 * item-grid-recently-viewed: the items this browser viewed last (local storage 'recently_viewed',
 * spec §9), up to 20, most recent first. Nothing to configure beyond the title.
 */
export const itemGridRecentlyViewedBlockSchema = blockSchema.extend({
  layout: z.literal('item-grid-recently-viewed'),
});

/**
 * item-grid-shaped-v1: the personalised feed (spec §2.7, §7.8), for signed-in users only.
 * `model_name` names the recommendation model to rank with.
 */
export const itemGridShapedV1BlockSchema = blockSchema.extend({
  layout: z.literal('item-grid-shaped-v1'),
  model_name: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/i)
    .default('for_you_feed'),
});
