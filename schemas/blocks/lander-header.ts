import { z } from 'zod';
import { blockSchema } from '../block';
import { tileSchema } from '../tile';

/**
 * lander-header: a lander's title block (it takes the page's h1 when there is no hero), with an
 * optional description, `cta` link to `destination`, and a banner image from its first tile.
 */
export const landerHeaderBlockSchema = blockSchema.extend({
  layout: z.literal('lander-header'),
  title: z.string().min(1),
  tiles: z.array(tileSchema).nullish(),
});
