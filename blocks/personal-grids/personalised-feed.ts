import { lazySchema, type ApiClient } from '../../engine';
import type { Item } from '../../schemas/entities/item';
import { searchItems } from '../../ui/item/item-search-queries';
import { FEED_SIZE, NO_EXTERNAL_ID_WARNING } from './feed-queries';
import { rankItemIds } from './rank';

/** Loaded on first use, with this module: only a signed-in user's feed asks for the account. */
const accountSchema = lazySchema(() =>
  import('../../schemas/entities/account').then((schemas) => schemas.accountSchema),
);

/**
 * A signed-in user's feed (spec §7.8): the account gives the external_id (none → skipped with a warning),
 * the rank call orders items, and the first 18 ids are fetched by item search with include_ids, in rank
 * order. A lazy chunk: the block's query (in every page's entry) asks for it only for a signed-in user.
 */
export async function personalisedFeed(api: ApiClient, modelName: string): Promise<Item[]> {
  const account = await api.get('/v1/account', { schema: accountSchema });
  if (!account.external_id) {
    console.warn(NO_EXTERNAL_ID_WARNING);
    return [];
  }
  const ids = (await rankItemIds(api, modelName, account.external_id)).slice(0, FEED_SIZE);
  if (ids.length === 0) return [];
  return searchItems(api, { include_ids: ids, page_size: FEED_SIZE, include_meta: 0 });
}
