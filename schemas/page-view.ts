import { z } from 'zod';
import { blockSchemas } from './blocks';
import { dateTimeSchema, idSchema } from './primitives';

const pageViewFields = {
  id: idSchema,
  slug: z.string().nullish(),
  title: z.string().nullish(),
  updated_at: dateTimeSchema,
};

/**
 * The page_view envelope as the renderer reads it: blocks stay unknown here, because each block
 * is validated on its own and an invalid one drops only itself (spec §2.7).
 */
export const pageViewEnvelopeSchema = z.object({
  ...pageViewFields,
  blocks: z.array(z.unknown()),
});

/** The strict page_view, every block valid for its layout: the contract CMS editors author to. */
export const pageViewSchema = z.object({
  ...pageViewFields,
  blocks: z.array(
    z.discriminatedUnion(
      'layout',
      Object.values(blockSchemas) as [
        (typeof blockSchemas)[keyof typeof blockSchemas],
        ...(typeof blockSchemas)[keyof typeof blockSchemas][],
      ],
    ),
  ),
});

export type PageViewEnvelope = z.infer<typeof pageViewEnvelopeSchema>;
export type PageView = z.infer<typeof pageViewSchema>;
