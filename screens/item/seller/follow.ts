import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { useFollow } from '../../../ui/follow/use-follow';

/** Following the item's seller: the shared follow hook (ui/follow), starting from the item API's seller.following. */
export function useFollowSeller(seller: ItemDetail['seller']) {
  return useFollow(seller.id, Boolean(seller.following));
}
