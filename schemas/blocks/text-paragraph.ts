import { z } from 'zod';
import { blockSchema } from '../block';

/** text-paragraph: body text (paragraphs separated by blank lines) with an optional title. */
export const textParagraphBlockSchema = blockSchema.extend({
  layout: z.literal('text-paragraph'),
  description: z.string().min(1),
});
