import type { ItemState } from '../../schemas/entities/item';

export interface ItemActionFacts {
  state: ItemState;
  auction: boolean;
  accepts_offers: boolean;
  seller_id: number;
  /** The viewer is staff (user_configurations.admin): the admin grants of spec §6. */
  viewer_admin?: boolean;
  /** The item is in a sale that has not ended (live or starting soon). */
  in_sale?: boolean;
  /** Some sale has not ended yet, so there is one to join. */
  sale_joinable?: boolean;
  /** The item has open user reports. */
  reported?: boolean;
  /** The item is listed in the Google Merchant Center feed (available, not removed from it). */
  in_gmc_feed?: boolean;
  /** Another buyer's accepted offer or won auction holds the item for now (server/swaps/holds.ts). */
  reserved?: boolean;
  /** The item is an auction whose end has passed (server/swaps/auctions.ts). */
  auction_ended?: boolean;
  /** The seller is on vacation (migration 127): nobody buys or offers meanwhile. */
  seller_away?: boolean;
  /** Staff took the item down (item-moderation.ts `takenDownSql`): its seller cannot duplicate it. */
  taken_down?: boolean;
}

/** The seller's management actions on an available item, in the order of spec §4.1. */
function sellerAvailable(item: ItemActionFacts): string[] {
  const sale = item.in_sale ? ['leave_sale'] : item.sale_joinable ? ['join_sale'] : [];
  return ['bump', 'price_drop', 'duplicate', ...sale, 'view_swaps', 'edit', 'remove'];
}
const SELLER_BY_STATE: Record<Exclude<ItemState, 'available'>, string[]> = {
  draft: ['edit', 'remove'],
  sold: ['duplicate', 'view_swaps'],
  removed: ['duplicate'],
  archived: ['duplicate', 'edit'],
};

/**
 * The admin grants on any item (spec §2.9 'ADMIN ACTIONS', §6): edit, take down (unless already
 * removed), unreport (open reports), remove GMC (while in the shopping feed). sync_ebay (when
 * linked) comes from item-page/marketplace-fields.ts `marketplaceActions`.
 */
function adminGrants(item: ItemActionFacts): string[] {
  return [
    'edit',
    ...(item.state !== 'removed' && item.state !== 'draft' ? ['take_down'] : []),
    ...(item.reported ? ['unreport'] : []),
    ...(item.in_gmc_feed ? ['remove_gmc'] : []),
  ];
}

/**
 * What `viewerId` may do with an item (spec §4.1, §6). The seller gets the management actions of
 * the item's state. Anyone else, guests included (the client asks them to sign in), may buy an
 * available item that is not an auction, add it to a cart, and make an offer where the seller takes
 * them; an auction takes offers only, until it ends. Nothing is offered on an item that is not available or
 * that another buyer's accepted offer holds. An
 * admin gets the admin grants besides, on every item (their own too), each once.
 */
export function itemActions(item: ItemActionFacts, viewerId: number | null): string[] {
  const own = viewerActions(item, viewerId);
  if (!item.viewer_admin) return own;
  return [...own, ...adminGrants(item).filter((action) => !own.includes(action))];
}

function viewerActions(item: ItemActionFacts, viewerId: number | null): string[] {
  if (viewerId !== null && viewerId === item.seller_id) {
    if (item.taken_down) return [];
    return item.state === 'available' ? sellerAvailable(item) : SELLER_BY_STATE[item.state];
  }
  if (item.state !== 'available' || item.reserved || item.seller_away) return [];
  if (item.auction) return item.auction_ended ? [] : ['offer'];
  return ['buy', 'add_to_cart', ...(item.accepts_offers ? ['offer'] : [])];
}
