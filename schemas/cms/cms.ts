import { z } from 'zod';
import { dateTimeSchema, linkSchema } from '../primitives';

/**
 * The headless CMS of spec §7.7, shaped like ButterCMS: pages of a page type read by slug
 * (optionally in preview), collections read by key and filtered by field, and blog posts.
 * CMS text marked HTML is sanitised before it is rendered (ui/cms/sanitize-html.ts).
 */

/** GET /cms/v2/pages/{page_type}/{slug}: one page; `fields` is the page type's own shape. */
export function cmsPageSchema<F extends z.ZodType>(fields: F) {
  return z.object({ slug: z.string(), page_type: z.string(), updated_at: dateTimeSchema, fields });
}

/** Paging of a CMS list: the total and the neighbouring page numbers. */
export const cmsMetaSchema = z.object({
  count: z.number().int().nonnegative(),
  next_page: z.number().int().positive().nullable(),
  previous_page: z.number().int().positive().nullable(),
});

/** 'model-{id}' of page type model_description: the model's description as HTML. */
export const modelDescriptionFieldsSchema = z.object({
  headline: z.string().nullish(),
  description: z.string(),
});
export const modelDescriptionPageSchema = cmsPageSchema(modelDescriptionFieldsSchema);

/** One collapsible section of CMS HTML, with an optional action link under it. */
export const cmsSectionSchema = z.object({
  title: z.string().min(1),
  content: z.string(),
  action_label: z.string().nullish(),
  action_url: linkSchema.nullish(),
});

/** A legal page (page type 'legal': 'terms', 'privacy'): a title, an intro and its sections as HTML. */
export const legalFieldsSchema = z.object({
  title: z.string().min(1),
  intro: z.string().nullish(),
  sections: z.array(cmsSectionSchema.pick({ title: true, content: true })),
});
export const legalPageSchema = cmsPageSchema(legalFieldsSchema);

/** An item of the collection category_landers_extras: extra copy keyed 'lander-{id}'. */
export const landerExtrasSchema = z.object({
  slug: z.string().regex(/^lander-\d+$/),
  title: z.string().nullish(),
  intro: z.string().nullish(),
  sections: z.array(cmsSectionSchema),
});

/** An item of the collection superlative_tooltips: the explanation of one superlative label. */
export const superlativeTooltipSchema = z.object({
  superlative_label: z.string(),
  description: z.string(),
});

/** The collections the CMS serves, by key, and the shape of their items. */
export const cmsCollectionSchemas = {
  category_landers_extras: landerExtrasSchema,
  superlative_tooltips: superlativeTooltipSchema,
} as const;
export type CmsCollection = keyof typeof cmsCollectionSchemas;

/** A blog post as a list shows it (spec §3 'Blog post'); `body` only without exclude_body. */
export const blogPostSchema = z.object({
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  featured_image: z.string().nullish(),
  featured_image_alt: z.string().nullish(),
  summary: z.string(),
  published: dateTimeSchema,
  tags: z.array(z.object({ slug: z.string(), name: z.string() })),
  body: z.string().optional(),
});

export type CmsSection = z.infer<typeof cmsSectionSchema>;
export type LanderExtras = z.infer<typeof landerExtrasSchema>;
export type SuperlativeTooltip = z.infer<typeof superlativeTooltipSchema>;
export type ModelDescriptionPage = z.infer<typeof modelDescriptionPageSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
