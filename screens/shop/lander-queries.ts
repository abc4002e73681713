import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../engine/api/client';
import { NotFoundError } from '../../engine/not-found';
import { landerRefSchema, landerV2Schema } from '../../schemas/entities/lander';

const landerRefsSchema = z.array(landerRefSchema);

/**
 * The lander at a /shop path with its page view and prefills: GET /v1/landers?slug to find it,
 * then GET /v2/landers/{id} (spec §7.7). No lander → NotFoundError.
 */
export function landerQuery(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['landers', 'by-slug', slug],
    queryFn: async () => {
      const refs = await api.request({ path: '/v1/landers', query: { slug, platform: 'web', featured_item: 1 }, schema: landerRefsSchema });
      const ref = refs[0];
      if (!ref) throw new NotFoundError(`Lander "${slug}"`);
      return api.request({ path: `/v2/landers/${ref.id}`, query: { platform: 'web' }, schema: landerV2Schema });
    },
  });
}
