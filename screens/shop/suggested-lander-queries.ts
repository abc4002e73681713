import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { landerSchema, type Lander } from '../../schemas/entities/lander';

/**
 * The lander suggested after this one, with its featured item: GET /v1/landers/{id}/suggested_lander with the v1
 * lander's params, platform=web and featured_item=1 (spec §7.7). Optional: none (404) or any failure is null, so
 * the lander shows without it.
 */
export function suggestedLanderQuery(api: ApiClient, landerId: number) {
  return queryOptions({
    queryKey: ['landers', 'suggested', landerId],
    queryFn: async (): Promise<Lander | null> =>
      api
        .get(`/v1/landers/${landerId}/suggested_lander`, {
          query: { platform: 'web', featured_item: 1 },
          schema: landerSchema,
          ignoreErrors: true,
        })
        .catch(() => null),
  });
}
