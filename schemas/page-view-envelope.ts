import { z } from 'zod';
import { dateTimeSchema, idSchema } from './primitives';

/** The fields of a page_view besides its blocks. */
export const pageViewFields = {
  id: idSchema,
  slug: z.string().nullish(),
  title: z.string().nullish(),
  updated_at: dateTimeSchema,
};

/**
 * The page_view envelope as the renderer reads it: blocks stay unknown here, because each block
 * is validated on its own and an invalid one drops only itself (spec §2.7). A module of its own, apart
 * from the strict page_view (./page-view.ts), so reading a page view does not load every block schema.
 */
export const pageViewEnvelopeSchema = z.object({
  ...pageViewFields,
  blocks: z.array(z.unknown()),
});

export type PageViewEnvelope = z.infer<typeof pageViewEnvelopeSchema>;
