import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';
import { buyingGuideRefSchema } from '../../schemas/cms/buying-guide';

/** Every published buying guide with the lander that shows it. */
export function buyingGuidesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['buying-guides'],
    queryFn: () => api.get('/v1/buying_guides', { schema: z.array(buyingGuideRefSchema) }),
  });
}
