import { z } from 'zod';
import { itemSchema } from './item';
import { pagingSchema } from './paging';

/** One value of a facet: `reference` is what the filter state holds (an id, or a detail slug). */
export const facetValueSchema = z.object({
  reference: z.string(),
  name: z.string(),
  position: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
});

/**
 * A facet (spec §3 'Facet'): slug is the filter key (category, brand, model, condition), children
 * its values with their item counts under the other filters. The 'model' facet lists models.
 */
export const facetSchema = z.object({
  slug: z.string(),
  name: z.string(),
  children: z.array(facetValueSchema),
  /**
   * Ours beyond the spec (issue 20 item 6): present and true when the counts were taken over the first matches
   * only (counting stopped at a cap), so each is a lower bound and values past the cap may be missing.
   */
  counts_are_lower_bounds: z.boolean().optional(),
});

/** GET /v2/facet_items (a full response): the facets and paging, and the items when include_data=1. */
export const facetItemsResponseSchema = z.object({
  facets: z.array(facetSchema),
  paging: pagingSchema,
  data: z.array(itemSchema),
});

export type FacetValue = z.infer<typeof facetValueSchema>;
export type Facet = z.infer<typeof facetSchema>;
export type FacetItemsResponse = z.infer<typeof facetItemsResponseSchema>;
