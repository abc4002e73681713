import { z } from 'zod';
import { blockSchema } from '../block';

/** text-title: a page or section title with an optional description. */
export const textTitleBlockSchema = blockSchema.extend({
  layout: z.literal('text-title'),
  title: z.string().min(1),
});
