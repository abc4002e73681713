import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { BlockDataContext, BlockDataQuery } from '../../engine';
import type { BlockOf } from '../../schemas/blocks';
import type { Item } from '../../schemas/entities/item';

/** Spec §9: the personalised feed shows 18 items of the 250 ranked. */
export const FEED_SIZE = 18;

/** Spec §8: the warning when a signed-in user has no external_id. */
export const NO_EXTERNAL_ID_WARNING = 'Recommendations skipped: the user has no external_id';

/**
 * The personalised feed's items (spec §7.8): guests get none and call nothing; a signed-in user's
 * feed is `personalisedFeed` (personalised-feed.ts), loaded then.
 */
export function shapedFeedQuery(
  block: BlockOf<'item-grid-shaped-v1'>,
  { api, signedIn }: BlockDataContext,
): BlockDataQuery<Item[]> {
  const queryKey: QueryKey = ['items', 'shaped-feed', block.model_name, signedIn];
  return queryOptions({
    queryKey,
    queryFn: async () =>
      signedIn ? (await import('./personalised-feed')).personalisedFeed(api, block.model_name) : [],
  });
}
