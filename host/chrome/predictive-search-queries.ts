import { lazySchema, type ApiClient } from '../../engine';
import type { PredictiveFilterType } from '../../schemas/entities/chrome';

/** Loaded at the first suggestions asked for: the search box is in every page's entry. */
const predictiveResultsSchema = lazySchema(() =>
  import('../../schemas/entities/chrome').then((schemas) => schemas.predictiveResultSchema.array()),
);

/**
 * GET /v1/predictive_search?q&filter_type (spec §7.7): suggestions for the words typed, of the kind `filterType`
 * names; the header's search box asks for 'all' kinds (categories, brands, models, landers and navigation pages).
 */
export const predictiveSearchQuery = (api: ApiClient, q: string, filterType: PredictiveFilterType = 'all') => ({
  queryKey: ['predictive-search', q, filterType],
  queryFn: () =>
    api.get('/v1/predictive_search', {
      query: { q, filter_type: filterType },
      schema: predictiveResultsSchema,
    }),
});
