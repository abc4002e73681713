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

/** A category detail of the list flow as a filter: `flex[]=87-flex` (GET /v1/details lists them). */
const DETAIL_FILTER_KEY = /^[a-z0-9-]{1,40}\[\]$/;

export const valueGuideParamsSchema = z.looseObject(valueGuideShape).superRefine((params, ctx) => {
  for (const [key, value] of Object.entries(params)) {
    if (key in valueGuideShape) continue;
    if (!DETAIL_FILTER_KEY.test(key) || !valueSlugList.safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: 'is not a detail the value guide prices by', path: [key] });
  }
  if (params['category[]'] === undefined && params['model[]'] === undefined) {
    ctx.addIssue({ code: 'custom', message: 'Choose a category or a model', path: ['category[]'] });
  }
});

/**
 * The category-detail filters of parsed params (every `{slug}[]` beside the named ones), by slug:
 * the server checks that each is a detail of the category or model asked about.
 */
export function detailFiltersOf(params: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => !(key in valueGuideShape) && DETAIL_FILTER_KEY.test(key))
      .map(([key, value]) => [key.slice(0, -2), value as string[]]),
  );
}

export type ValueGuideParams = z.input<typeof valueGuideParamsSchema>;
export type ParsedValueGuideParams = z.output<typeof valueGuideParamsSchema>;
