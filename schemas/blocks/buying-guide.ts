import { z } from 'zod';
import { blockSchema } from '../block';

/** buying-guide: the buying-guide CMS page named by `guide_slug`, every section its editor left visible. */
export const buyingGuideBlockSchema = blockSchema.extend({
  layout: z.literal('buying-guide'),
  guide_slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'must be a page slug'),
});
