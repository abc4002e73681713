import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { lazySchema, type ApiClient, type BlockDataContext, type BlockDataQuery } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import type { Item } from '../../schemas/entities/item';
import { searchItems } from '../../ui/item/item-search-query';
import { rankItemIds } from './rank';

/** Loaded on first use: block data code is in every page's entry, and hydration runs no query. */
const accountSchema = lazySchema(() =>
  import('../../schemas/entities/account').then((schemas) => schemas.accountSchema),
);

/** Spec §9: the personalised feed shows 18 items of the 250 ranked. */
export const FEED_SIZE = 18;

/** Spec §8: the warning when a signed-in user has no external_id. */
export const NO_EXTERNAL_ID_WARNING = 'Recommendations skipped: the user has no external_id';

/**
 * The personalised feed's items (spec §7.8): guests get none and call nothing; a signed-in user's
 * account gives the external_id (none → skipped with a warning), the rank call orders items, and
 * the first 18 ids are fetched by item search with include_ids, in rank order.
 */
export function shapedFeedQuery(
  block: BlockOf<'item-grid-shaped-v1'>,
  { api, signedIn }: BlockDataContext,
): BlockDataQuery<Item[]> {
  const queryKey: QueryKey = ['items', 'shaped-feed', block.model_name, signedIn];
  return queryOptions({
    queryKey,
    queryFn: () => (signedIn ? personalisedFeed(api, block.model_name) : Promise.resolve([])),
  });
}

async function personalisedFeed(api: ApiClient, modelName: string): Promise<Item[]> {
  const account = await api.get('/v1/account', { schema: accountSchema });
  if (!account.external_id) {
    console.warn(NO_EXTERNAL_ID_WARNING);
    return [];
  }
  const ids = (await rankItemIds(api, modelName, account.external_id)).slice(0, FEED_SIZE);
  if (ids.length === 0) return [];
  return searchItems(api, { include_ids: ids, page_size: FEED_SIZE, include_meta: 0 });
}
