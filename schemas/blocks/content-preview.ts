import { z } from 'zod';
import { blockSchema } from '../block';
import { linkSchema } from '../primitives';

/** content-preview: the opening of a guide or article and a 'Read Full Guide' link to the rest. */
export const contentPreviewBlockSchema = blockSchema.extend({
  layout: z.literal('content-preview'),
  title: z.string().min(1),
  description: z.string().min(1),
  destination: linkSchema,
});
