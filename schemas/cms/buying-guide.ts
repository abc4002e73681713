import { z } from 'zod';
import { idSchema, linkSchema } from '../primitives';
import { cmsPageSchema } from './cms';

/** Every section of a buying guide can be hidden by its editor (spec §2.7). */
const hidden = z.boolean().nullish();
const text = z.string().nullish();

/** The fields of a buying-guide CMS page (spec §3 'Buying-guide CMS page'); HTML where marked. */
export const buyingGuideFieldsSchema = z.object({
  name: z.string().min(1),
  simple_description: text,
  /** The category (and brand) whose popular models the guide lists. */
  category_id: idSchema.nullish(),
  brand_id: idSchema.nullish(),
  perfect_for: z.object({ hidden, title: text, description: text }).nullish(),
  key_features: z
    .object({ hidden, title: text, key_features: z.array(z.object({ feature: z.string(), description: text })) })
    .nullish(),
  top_competitors: z
    .object({ hidden, title: text, description: text, model_ids: z.array(z.object({ model_id: idSchema })) })
    .nullish(),
  timeline: z
    .object({
      hidden,
      title: text,
      description: text,
      timeline: z.array(z.object({ year: z.union([z.string(), z.number()]), title: z.string(), content: text })),
    })
    .nullish(),
  pros_and_cons: z
    .object({
      hidden,
      title: text,
      pros: z.array(z.object({ content: z.string() })),
      cons: z.array(z.object({ content: z.string() })),
    })
    .nullish(),
  review: z
    .object({
      hidden,
      /** HTML. */
      content: text,
      reviewer: z
        .object({ name: z.string(), url: linkSchema.nullish(), avatar: z.string().nullish(), bio: text })
        .nullish(),
      reviews: z.array(z.object({ name: z.string(), stars: z.number().min(0).max(5) })),
    })
    .nullish(),
  /** FAQ sections; `content` is HTML. */
  faqbuying_guide_sections: z
    .array(
      z.object({
        fields: z.object({
          title: z.string().min(1),
          content: z.string(),
          action_label: text,
          action_url: linkSchema.nullish(),
        }),
      }),
    )
    .nullish(),
});

/** A model as a buying guide lists it (a subset of spec §3 'Model'). */
export const guideModelSchema = z.object({
  id: idSchema,
  url: z.string(),
  name: z.string(),
  display_name: z.string(),
  brand_name: z.string(),
  category_name: z.string(),
  available_count: z.number().int().nonnegative(),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  primary_image: z.object({ edge_url: z.string() }),
});

/**
 * GET /cms/v2/pages/buying_guide/{slug}: the page, with the models it names resolved by the API
 * (top competitors in the editor's order; the 10 most popular models of its category and brand).
 */
export const buyingGuidePageSchema = cmsPageSchema(buyingGuideFieldsSchema).extend({
  models: z.object({ top_competitors: z.array(guideModelSchema), popular: z.array(guideModelSchema) }),
});

export type BuyingGuideFields = z.infer<typeof buyingGuideFieldsSchema>;
export type BuyingGuidePage = z.infer<typeof buyingGuidePageSchema>;
export type GuideModel = z.infer<typeof guideModelSchema>;

/** GET /v1/buying_guides: a published guide and the lander that shows it. */
export const buyingGuideRefSchema = z.object({
  slug: z.string(),
  name: z.string(),
  simple_description: z.string().nullable(),
  path: z.string(),
  lander_title: z.string(),
});
export type BuyingGuideRef = z.infer<typeof buyingGuideRefSchema>;
