import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { valueGuideResponseSchema } from '../../schemas/entities/value-guide';

/**
 * What such items sold for (GET /v2/value_guide, full response: figures in meta.value_guide): the value guide's
 * answer, and the list flow's suggested price from the same cache entry.
 */
export const valueGuideQuery = (api: ApiClient, query: Record<string, unknown>) =>
  queryOptions({
    queryKey: ['value-guide', 'prices', query],
    queryFn: () => api.get('/v2/value_guide', { query, full: true, schema: valueGuideResponseSchema }),
  });
