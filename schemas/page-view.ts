import { z } from 'zod';
import { blockSchemas } from './blocks';
import { pageViewFields } from './page-view-envelope';

export { pageViewEnvelopeSchema, type PageViewEnvelope } from './page-view-envelope';

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

export type PageView = z.infer<typeof pageViewSchema>;
