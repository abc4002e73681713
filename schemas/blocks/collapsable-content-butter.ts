import { z } from 'zod';
import { blockSchema } from '../block';
import { cmsSectionSchema } from '../cms/cms';

/** collapsable-content-butter: FAQ or guide sections of CMS HTML, collapsed, with a table of contents. */
export const collapsableContentButterBlockSchema = blockSchema.extend({
  layout: z.literal('collapsable-content-butter'),
  sections: z.array(cmsSectionSchema).min(1),
});
