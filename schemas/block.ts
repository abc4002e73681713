import { z } from 'zod';
import { colorSchema, idSchema, linkSchema, optionalText } from './primitives';
import { browseSortSchema } from './requests/browse-filters';
import { itemSearchParamsSchema } from './requests/item-search';
import { tileSchema } from './tile';

const queryValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);

/**
 * The item-search query a block carries (spec §3 'Block'.query): category_id, brand_id, tag_slug
 * and any item-search parameter (q, model_id, sort, state, ...).
 */
export const blockQuerySchema = z
  .object({
    category_id: idSchema.optional(),
    brand_id: idSchema.optional(),
    model_id: idSchema.optional(),
    tag_slug: z.string().optional(),
    q: z.string().optional(),
    sort: z.string().optional(),
  })
  .catchall(queryValue.optional());

/** A block query as the API client sends it: arrays as `key[]`, every value as text. */
function asSearchParams(query: Record<string, unknown>): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) params[`${key}[]`] = value.map(String);
    else params[key] = String(value);
  }
  return params;
}

/**
 * The query of a block that runs an item search (GET /v1/items: item grids, results): it must be
 * one the API accepts (its own schema, schemas/requests/item-search.ts, decides: the sorts, prices
 * ≥ 0, page sizes...), so a block the API would refuse is dropped at validation with the API's
 * reason instead of failing when it fetches.
 */
export const itemSearchBlockQuerySchema = blockQuerySchema
  .extend({ sort: browseSortSchema.optional() })
  .superRefine((query, context) => {
    const parsed = itemSearchParamsSchema.safeParse(asSearchParams(query));
    for (const issue of parsed.error?.issues ?? []) {
      const [key, ...rest] = issue.path;
      context.addIssue({ code: 'custom', path: [String(key).replace(/\[\]$/, ''), ...rest], message: issue.message });
    }
  });

/** Every field a CMS block may carry (spec §3 'Block'); each layout narrows it in schemas/blocks/. */
export const blockSchema = z.object({
  id: idSchema,
  layout: z.string().min(1),
  title: optionalText,
  description: optionalText,
  destination: linkSchema.nullish(),
  cta: optionalText,
  background_color: colorSchema.nullish(),
  text_color: colorSchema.nullish(),
  login_required: z.boolean().nullish(),
  sorted: z.boolean().nullish(),
  query: blockQuerySchema.nullish(),
  category: z.object({ id: idSchema }).nullish(),
  tiles: z.array(tileSchema).nullish(),
});

export type BlockQuery = z.infer<typeof blockQuerySchema>;
export type BaseBlock = z.infer<typeof blockSchema>;
