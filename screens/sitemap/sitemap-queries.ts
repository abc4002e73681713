import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine';
import { landerRefSchema } from '../../schemas/entities/lander';

/** Every lander (GET /v1/landers without a slug). */
export function landerRefsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['landers', 'all'],
    queryFn: () => api.request({ path: '/v1/landers', query: { platform: 'web' }, schema: z.array(landerRefSchema) }),
  });
}
