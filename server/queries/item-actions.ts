import type { ItemState } from '../../schemas/entities/item';

export interface ItemActionFacts {
  state: ItemState;
  auction: boolean;
  accepts_offers: boolean;
  seller_id: number;
}

/** The seller's management actions on an available item, in the order of spec §4.1. */
const SELLER_AVAILABLE = ['bump', 'price_drop', 'duplicate', 'view_swaps', 'edit', 'remove'];
const SELLER_BY_STATE: Record<ItemState, string[]> = {
  available: SELLER_AVAILABLE,
  draft: ['edit', 'remove'],
  sold: ['duplicate', 'view_swaps'],
  removed: ['duplicate'],
  archived: ['duplicate', 'edit'],
};

/**
 * What `viewerId` may do with an item (spec §4.1, §6). The seller gets the management actions of
 * the item's state. Anyone else, guests included (the client asks them to sign in), may buy an
 * available item that is not an auction, add it to a cart, and make an offer where the seller takes
 * them; an auction takes offers only. Nothing is offered on an item that is not available.
 * Swaps (view_swap) and admin grants arrive with their own work.
 */
export function itemActions(item: ItemActionFacts, viewerId: number | null): string[] {
  if (viewerId !== null && viewerId === item.seller_id) return SELLER_BY_STATE[item.state];
  if (item.state !== 'available') return [];
  if (item.auction) return ['offer'];
  return ['buy', 'add_to_cart', ...(item.accepts_offers ? ['offer'] : [])];
}
