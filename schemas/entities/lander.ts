import { z } from 'zod';
import { blockQuerySchema } from '../block';
import { pageViewEnvelopeSchema } from '../page-view-envelope';
import { idSchema } from '../primitives';
import { itemSchema } from './item';

/** A shop lander (spec §3 'Lander'): a path whose query pre-sets the filters and a CMS page view. */
export const landerSchema = z.object({
  id: idSchema,
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  query: blockQuerySchema,
  show_categories: z.boolean(),
  model: z
    .object({
      id: idSchema,
      url: z.string(),
      name: z.string(),
      brand_name: z.string(),
      description: z.string().nullish(),
      category_id: idSchema,
    })
    .nullish(),
  category: z.object({ id: idSchema }).nullish(),
  models_category: z.object({ id: idSchema }).nullish(),
  /** With `featured_item=1` (spec §7.7): the lander's featured item, null when its query finds none. */
  featured_item: itemSchema.nullish(),
});

/** One prefill entry of a v2 lander: objects handed to the block whose id is block_id. */
export const landerMetaEntrySchema = z.object({ block_id: idSchema, objects: z.array(z.unknown()) });

/** GET /v2/landers/{id}: the lander with its page view and block prefills. */
export const landerV2Schema = landerSchema.extend({
  page_view: pageViewEnvelopeSchema,
  meta: z.array(landerMetaEntrySchema),
});

/** GET /v1/landers: one entry per lander matching the slug, or every lander without one. */
export const landerRefSchema = landerSchema.pick({ id: true, slug: true, path: true, title: true });

export type Lander = z.infer<typeof landerSchema>;
export type LanderRef = z.infer<typeof landerRefSchema>;
export type LanderV2 = z.infer<typeof landerV2Schema>;
export type LanderMetaEntry = z.infer<typeof landerMetaEntrySchema>;
