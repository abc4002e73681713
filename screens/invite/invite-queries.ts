import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../engine';
import { referralsSchema } from '../../schemas/entities/referrals';

export const referralsQueryKey = (uuid: string) => ['referrals', uuid] as const;

/** GET /v1/referrals: the signed-in user's code, link, invited friends and totals. */
export function referralsQuery(api: ApiClient, uuid: string) {
  return queryOptions({
    queryKey: referralsQueryKey(uuid),
    queryFn: () => api.get('/v1/referrals', { schema: referralsSchema }),
  });
}
