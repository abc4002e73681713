import { describe, expect, it } from 'vitest';
import type { ItemState } from '../../../schemas/entities/item';
import { buyerPanel, type Panel, type PanelButton, type PanelFacts } from './panel-rules';

/** A panel in one line: rows split by ' / ', '*' = primary, '-' = disabled. */
function summary(panel: Panel): string {
  if (panel.view === 'none') return 'none';
  if (panel.view === 'management')
    return `manage: ${panel.actions.join(',')}${panel.admin.length ? ` + admin: ${panel.admin.join(',')}` : ''}`;
  const name = (button: PanelButton) => {
    switch (button.kind) {
      case 'buy_now':
        return 'buy*';
      case 'add_to_cart':
        return `cart${button.primary ? '*' : ''}`;
      case 'view_in_cart':
        return `in-cart${button.primary ? '*' : ''}`;
      case 'make_offer':
        return `offer${button.primary ? '*' : ''}${button.disabled ? '-' : ''}`;
      case 'favorite':
        return 'fav';
      case 'view_swap':
        return `swap:${button.swapId}`;
    }
  };
  const rows = panel.rows.map((row) => row.map(name).join(' ')).join(' / ');
  return `${panel.view === 'auction' ? 'auction: ' : ''}${rows}${panel.admin.length ? ` + admin: ${panel.admin.join(',')}` : ''}`;
}

const BUYER = ['buy', 'add_to_cart', 'offer'];
const SELLER = ['bump', 'price_drop', 'duplicate', 'view_swaps', 'edit', 'remove'];

const facts = (overrides: Partial<PanelFacts>): PanelFacts => ({
  state: 'available',
  actions: BUYER,
  role: 'buyer',
  signedIn: true,
  hasVariations: false,
  auction: false,
  inCart: false,
  buyerSwapId: null,
  ...overrides,
});

// [case, facts, expected panel]: the §4.1 matrix — state × actions × role × variations × auction × signed in.
const matrix: [string, Partial<PanelFacts>, string][] = [
  // Available, ordinary listing
  ['buyer, buy + cart + offer', {}, 'buy* / cart / offer fav'],
  ['guest, buy + cart + offer', { signedIn: false }, 'buy* / cart / offer fav'],
  ['buyer, no offer action: Favorite beside Buy Now', { actions: ['buy', 'add_to_cart'] }, 'buy* fav / cart'],
  ['buyer, no buy: Add to Cart and Make Offer primary', { actions: ['add_to_cart', 'offer'] }, 'cart* / offer* fav'],
  ['buyer, cart only: Favorite beside it', { actions: ['add_to_cart'] }, 'cart* fav'],
  ['buyer, offer only', { actions: ['offer'] }, 'offer* fav'],
  ['buyer, buy only', { actions: ['buy'] }, 'buy* fav'],
  ['buyer, no actions: Favorite alone', { actions: [] }, 'fav'],
  ['buyer, in the cart: View in Cart', { inCart: true }, 'buy* / in-cart / offer fav'],
  ['buyer, in the cart, no buy', { inCart: true, actions: ['add_to_cart'] }, 'in-cart* fav'],
  // Variations
  ['signed-in buyer, variations: Add to Cart shows', { hasVariations: true }, 'buy* / cart / offer fav'],
  ['guest, variations: no Add to Cart', { hasVariations: true, signedIn: false }, 'buy* / offer fav'],
  [
    'guest, variations, cart only: Favorite alone',
    { hasVariations: true, signedIn: false, actions: ['add_to_cart'] },
    'fav',
  ],
  ['guest, no variations, cart only', { signedIn: false, actions: ['add_to_cart'] }, 'cart* fav'],
  // Auctions
  ['buyer, auction with offer', { auction: true, actions: ['offer'] }, 'auction: offer* fav'],
  ['guest, auction with offer', { auction: true, actions: ['offer'], signedIn: false }, 'auction: offer* fav'],
  ['buyer, auction without offer: Make Offer disabled', { auction: true, actions: [] }, 'auction: offer*- fav'],
  ['buyer, auction with buy too: still the auction view', { auction: true, actions: BUYER }, 'auction: offer* fav'],
  ['seller, auction: management', { auction: true, role: 'seller', actions: SELLER }, `manage: ${SELLER.join(',')}`],
  // The seller
  ['seller, available', { role: 'seller', actions: SELLER }, `manage: ${SELLER.join(',')}`],
  [
    'seller, management in spec order',
    { role: 'seller', actions: ['take_down', 'edit', 'join_sale', 'view_swap', 'bump'] },
    'manage: view_swap,bump,join_sale,edit,take_down',
  ],
  ['seller signed out: treated as a buyer', { role: 'seller', signedIn: false }, 'buy* / cart / offer fav'],
  // Not available
  ...(['sold', 'removed', 'archived', 'draft'] as ItemState[]).flatMap(
    (state): [string, Partial<PanelFacts>, string][] => [
      [`buyer, ${state}`, { state, actions: [] }, 'none'],
      [`guest, ${state}`, { state, actions: [], signedIn: false }, 'none'],
      [`buyer, ${state}, auction`, { state, actions: [], auction: true }, 'none'],
      [
        `seller, ${state}`,
        { state, role: 'seller', actions: ['duplicate', 'view_swaps'] },
        'manage: duplicate,view_swaps',
      ],
    ],
  ),
  [
    'buyer, sold, with view_swap and a swap',
    { state: 'sold', actions: ['view_swap'], buyerSwapId: 77 },
    'swap:77 / fav',
  ],
  ['buyer, sold, view_swap but no swap id', { state: 'sold', actions: ['view_swap'] }, 'fav'],
  [
    'buyer, sold, with view_swap and stale cart actions: no cart',
    { state: 'sold', actions: ['view_swap', 'add_to_cart'], buyerSwapId: 5 },
    'swap:5 / fav',
  ],
  [
    'buyer, available, with a swap',
    { actions: [...BUYER, 'view_swap'], buyerSwapId: 9 },
    'buy* / cart / offer fav / swap:9',
  ],
  [
    'seller, sold, with view_swap',
    { state: 'sold', role: 'seller', actions: ['view_swap', 'duplicate'], buyerSwapId: 3 },
    'manage: view_swap,duplicate',
  ],
  // Admin grants
  [
    'signed-in admin grants',
    { actions: [...BUYER, 'unreport', 'edit', 'take_down'] },
    'buy* / cart / offer fav + admin: edit,take_down,unreport',
  ],
  ['guest never sees admin actions', { signedIn: false, actions: [...BUYER, 'edit'] }, 'buy* / cart / offer fav'],
  [
    'a seller who is an admin: management, then the grants that are not management actions',
    { role: 'seller', actions: ['bump', 'edit', 'remove', 'take_down', 'unreport', 'remove_gmc'] },
    'manage: bump,edit,remove,take_down + admin: unreport,remove_gmc',
  ],
  [
    'admin on a taken-down item: the admin actions alone',
    { state: 'removed', actions: ['edit', 'unreport'] },
    ' + admin: edit,unreport',
  ],
  ['guest on a removed item with grants: nothing', { state: 'removed', signedIn: false, actions: ['edit'] }, 'none'],
  [
    'admin on an auction keeps the admin actions',
    { auction: true, actions: ['offer', 'take_down'] },
    'auction: offer* fav + admin: take_down',
  ],
];

describe('buyerPanel (spec §4.1 button matrix)', () => {
  it.each(matrix)('%s', (_case, overrides, expected) => {
    expect(summary(buyerPanel(facts(overrides)))).toBe(expected);
  });

  describe('over every combination', () => {
    const states: ItemState[] = ['available', 'sold', 'removed', 'archived', 'draft'];
    const actionSets = [
      [],
      ['buy'],
      ['add_to_cart'],
      ['offer'],
      ['buy', 'offer'],
      BUYER,
      ['view_swap'],
      [...BUYER, 'view_swap'],
      SELLER,
    ];
    const all: PanelFacts[] = [];
    for (const state of states)
      for (const actions of actionSets)
        for (const role of ['buyer', 'seller'] as const)
          for (const hasVariations of [false, true])
            for (const auction of [false, true])
              for (const signedIn of [false, true])
                for (const inCart of [false, true])
                  all.push(facts({ state, actions, role, hasVariations, auction, signedIn, inCart, buyerSwapId: 1 }));
    const buttons = (panel: Panel) => (panel.view === 'auction' || panel.view === 'buyer' ? panel.rows.flat() : []);

    it('shows management only to the signed-in seller', () => {
      for (const item of all) {
        if (buyerPanel(item).view === 'management') expect(item.role === 'seller' && item.signedIn).toBe(true);
      }
    });

    it('never offers Add to Cart to a guest for an item with variations, nor on an item not available', () => {
      for (const item of all) {
        const cart = buttons(buyerPanel(item)).some(
          (button) => button.kind === 'add_to_cart' || button.kind === 'view_in_cart',
        );
        if (cart)
          expect(
            item.state === 'available' &&
              item.actions.includes('add_to_cart') &&
              (item.signedIn || !item.hasVariations),
          ).toBe(true);
      }
    });

    it('disables Make Offer exactly when the offer action is missing, and shows Favorite once', () => {
      for (const item of all) {
        const panel = buyerPanel(item);
        if (panel.view !== 'buyer' && panel.view !== 'auction') continue;
        // An admin's panel on an item that is gone holds the admin actions only.
        if (panel.rows.length === 0) {
          expect(item.state !== 'available' && panel.admin.length > 0).toBe(true);
          continue;
        }
        const offer = buttons(panel).find((button) => button.kind === 'make_offer');
        if (offer?.kind === 'make_offer') expect(offer.disabled).toBe(!item.actions.includes('offer'));
        expect(buttons(panel).filter((button) => button.kind === 'favorite')).toHaveLength(1);
      }
    });
  });
});
