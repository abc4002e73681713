import { z } from 'zod';

const MAX_DB_ID = 2_147_483_647;
const id = z.coerce.number().int().positive().max(MAX_DB_ID);
const idList = z.array(id).min(1).max(50);
/** A detail value as the details endpoint lists it: 'titleist', 'used'. */
const valueSlugList = z
  .array(z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a detail value slug'))
  .min(1)
  .max(50);

/** GET /v1/value_guide/details?category_id (spec §7.7). */
export const valueGuideDetailsParamsSchema = z.object({ category_id: id });

/**
 * GET /v2/value_guide (spec §7.7): `category[]` and `model[]` are ids, every other `{detailSlug}[]`
 * takes the slugs of the values GET /v1/value_guide/details lists for the category (`brand[]=titleist`,
 * `condition[]=used`). A category or a model is required: a guide over the whole marketplace prices
 * nothing. A key that is not one of these is refused, so a misspelt detail never prices silently
 * without its filter. `platform` and `context` are accepted (spec §7.7) and change nothing here.
 */
const valueGuideShape = {
  'category[]': idList.optional(),
  'model[]': idList.optional(),
  'brand[]': valueSlugList.optional(),
  'condition[]': z
    .array(z.enum(['new', 'used']))
    .min(1)
    .max(2)
    .optional(),
  platform: z.enum(['kitswap']).optional(),
  context: z.enum(['trade_in']).optional(),
};

export const valueGuideParamsSchema = z.looseObject(valueGuideShape).superRefine((params, ctx) => {
  for (const key of Object.keys(params)) {
    if (!(key in valueGuideShape))
      ctx.addIssue({ code: 'custom', message: 'is not a detail the value guide prices by', path: [key] });
  }
  if (params['category[]'] === undefined && params['model[]'] === undefined) {
    ctx.addIssue({ code: 'custom', message: 'Choose a category or a model', path: ['category[]'] });
  }
});

export type ValueGuideParams = z.input<typeof valueGuideParamsSchema>;
export type ParsedValueGuideParams = z.output<typeof valueGuideParamsSchema>;
