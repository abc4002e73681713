import type { ItemState } from '../../../schemas/entities/item';

/** What decides the item page's buttons (spec §4.1). */
export interface PanelFacts {
  state: ItemState;
  /** The item's actions for this viewer. */
  actions: readonly string[];
  /** 'seller' when the viewer listed the item (spec §6), else 'buyer' (guests included). */
  role: 'seller' | 'buyer';
  signedIn: boolean;
  hasVariations: boolean;
  auction: boolean;
  /** The item is already in the viewer's cart. */
  inCart: boolean;
  buyerSwapId: number | null;
}

export type PanelButton =
  | { kind: 'buy_now'; primary: true }
  | { kind: 'add_to_cart' | 'view_in_cart'; primary: boolean }
  | { kind: 'make_offer'; primary: boolean; disabled: boolean }
  | { kind: 'favorite' }
  | { kind: 'view_swap'; swapId: number };

export type Panel =
  /** Nothing to do here (an item that is not available, seen by anyone but its seller). */
  | { view: 'none' }
  /**
   * The seller's management actions, in the order of spec §4.1, and the admin grants that are not
   * management actions (a seller who is also an admin unreports their own item too).
   */
  | { view: 'management'; actions: string[]; admin: string[] }
  /** Buttons in rows (a row's buttons sit side by side), then the admin actions granted. */
  | { view: 'auction' | 'buyer'; rows: PanelButton[][]; admin: string[] };

/** The seller's management actions, in order (spec §4.1). */
export const MANAGEMENT_ACTIONS = [
  'view_swap',
  'bump',
  'price_drop',
  'duplicate',
  'join_sale',
  'leave_sale',
  'view_swaps',
  'edit',
  'remove',
  'take_down',
];
/** The per-item admin grants shown in 'ADMIN ACTIONS' (spec §2.9, §6). */
export const ADMIN_ACTIONS = ['edit', 'take_down', 'unreport', 'remove_gmc'];

/**
 * The item page's buyer panel as a pure function of the item and the viewer (spec §4.1):
 * 1. an item that is not available, without view_swap: its seller manages it, an admin gets the
 *    admin actions granted, nobody else gets buttons;
 * 2. an auction seen by anyone but its seller: Make Offer (primary; disabled without the offer
 *    action) and Favorite;
 * 3. the signed-in seller: the management actions;
 * 4. otherwise Buy Now with 'buy'; Add to Cart (View in Cart once in the cart) when available, with
 *    add_to_cart, for a signed-in viewer or an item without variations, primary without 'buy';
 *    Make Offer with 'offer', primary without 'buy'; Favorite beside Buy Now only when there is no
 *    offer action, else beside Make Offer, else beside the cart button, else alone; View Swap with
 *    view_swap and a buyer_swap_id; the admin actions granted to a signed-in viewer.
 */
export function buyerPanel(facts: PanelFacts): Panel {
  const has = (action: string) => facts.actions.includes(action);
  const seller = facts.role === 'seller' && facts.signedIn;
  const management = (): Panel => ({
    view: 'management',
    actions: MANAGEMENT_ACTIONS.filter(has),
    admin: ADMIN_ACTIONS.filter((action) => has(action) && !MANAGEMENT_ACTIONS.includes(action)),
  });

  const admin = facts.signedIn ? ADMIN_ACTIONS.filter(has) : [];

  if (facts.state !== 'available' && !has('view_swap')) {
    if (seller) return management();
    // An admin still moderates an item that is gone (unreport a taken-down item, edit it).
    return admin.length > 0 ? { view: 'buyer', rows: [], admin } : { view: 'none' };
  }
  if (facts.auction && !seller) {
    return {
      view: 'auction',
      rows: [[{ kind: 'make_offer', primary: true, disabled: !has('offer') }, { kind: 'favorite' }]],
      admin,
    };
  }
  if (seller) return management();

  const buy = has('buy');
  const offer = has('offer');
  const showCart = facts.state === 'available' && has('add_to_cart') && (facts.signedIn || !facts.hasVariations);
  const buyRow: PanelButton[] = buy ? [{ kind: 'buy_now', primary: true }] : [];
  const cartRow: PanelButton[] = showCart
    ? [{ kind: facts.inCart ? 'view_in_cart' : 'add_to_cart', primary: !buy }]
    : [];
  const offerRow: PanelButton[] = offer ? [{ kind: 'make_offer', primary: !buy, disabled: false }] : [];
  const favoriteHost = buy && !offer ? buyRow : offer ? offerRow : showCart ? cartRow : null;
  favoriteHost?.push({ kind: 'favorite' });
  const swapRow: PanelButton[] =
    has('view_swap') && facts.buyerSwapId !== null ? [{ kind: 'view_swap', swapId: facts.buyerSwapId }] : [];
  const aloneRow: PanelButton[] = favoriteHost ? [] : [{ kind: 'favorite' }];
  const rows = [buyRow, cartRow, offerRow, swapRow, aloneRow].filter((row) => row.length > 0);
  return { view: 'buyer', rows, admin };
}
