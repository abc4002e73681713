import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { lazySchema, type BlockDataContext, type BlockDataQuery } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import type { ActiveSeller } from '../../schemas/entities/active-seller';
import { ACTIVE_SELLERS_PAGE_SIZE } from '../../schemas/requests/active-sellers';

/** Loaded on first use: block data code is in every page's entry, and hydration runs no query. */
const activeSellersSchema = lazySchema(() =>
  import('../../schemas/entities/active-seller').then((schemas) => schemas.activeSellerSchema.array()),
);

/** GET /v1/active_sellers?category_id&page_size=8 (spec §7.6); keyed by sign-in, since `following` is the viewer's. */
export function activeSellersQuery(
  block: BlockOf<'user-feed'>,
  { api, signedIn }: BlockDataContext,
): BlockDataQuery<ActiveSeller[]> {
  const query = { category_id: block.query?.category_id, page_size: ACTIVE_SELLERS_PAGE_SIZE };
  const queryKey: QueryKey = ['active-sellers', query, signedIn];
  return queryOptions({
    queryKey,
    queryFn: () => api.get('/v1/active_sellers', { query, schema: activeSellersSchema }),
  });
}
