import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import type { BlockDataContext, BlockDataQuery } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import { activeSellerSchema, type ActiveSeller } from '../../schemas/entities/active-seller';
import { ACTIVE_SELLERS_PAGE_SIZE } from '../../schemas/requests/active-sellers';

/** GET /v1/active_sellers?category_id&page_size=8 (spec §7.6); keyed by sign-in, since `following` is the viewer's. */
export function activeSellersQuery(
  block: BlockOf<'user-feed'>,
  { api, signedIn }: BlockDataContext,
): BlockDataQuery<ActiveSeller[]> {
  const query = { category_id: block.query?.category_id, page_size: ACTIVE_SELLERS_PAGE_SIZE };
  const queryKey: QueryKey = ['active-sellers', query, signedIn];
  return queryOptions({
    queryKey,
    queryFn: () => api.get('/v1/active_sellers', { query, schema: z.array(activeSellerSchema) }),
  });
}
