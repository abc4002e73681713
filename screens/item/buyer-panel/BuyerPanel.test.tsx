import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json, type EngineTestOptions } from '../../../engine/testing';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { baseItem, BUYER, cartLine, itemWith, renderItemPage } from '../test-support';
import { offerBody } from './OfferModal';

/** /gear/5 showing `item`; `panel()` is its buyer panel, `labels()` the panel's buttons and links. */
function renderPanel(item: ItemDetail, options: Pick<EngineTestOptions, 'signedInAs' | 'api'> = {}) {
  const rendered = renderItemPage(item, { rest: '5', ...options });
  const panel = () => screen.getByRole('region', { name: /Buy this item|Auction/ });
  const labels = () =>
    within(panel())
      .queryAllByRole('button')
      .concat(within(panel()).queryAllByRole('link'))
      .map((element) => element.textContent?.replace(/\d.*$/, '').trim());
  return { ...rendered, panel, labels };
}

const favoriteButton = () => screen.getByRole('button', { name: /^Favorite/ });

describe('BuyerPanel (spec §4.1) as rendered', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    [
      'buy, cart and offer',
      { actions: ['buy', 'add_to_cart', 'offer'] },
      ['Buy Now', 'Add to Cart', 'Make Offer', '♡ Favorite'],
    ],
    ['no offer action', { actions: ['buy', 'add_to_cart'] }, ['Buy Now', '♡ Favorite', 'Add to Cart']],
    ['no buy action', { actions: ['add_to_cart', 'offer'] }, ['Add to Cart', 'Make Offer', '♡ Favorite']],
  ])('shows the buttons for %s, in order', (_case, overrides, expected) => {
    const { labels } = renderPanel(itemWith(overrides), { signedInAs: BUYER });
    expect(labels()).toEqual(expected);
  });

  it('marks the primary buttons', () => {
    renderPanel(itemWith({ actions: ['add_to_cart', 'offer'] }), { signedInAs: BUYER });
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveClass('ks-button--primary');
    expect(screen.getByRole('button', { name: 'Make Offer' })).toHaveClass('ks-button--primary');
  });

  it('hides Add to Cart from guests on an item with variations', () => {
    const item = itemWith({ variations: [{ id: 1, name: 'Size 9', quantity: 1 }] });
    expect(renderPanel(item).labels()).toEqual(['Buy Now', 'Make Offer', '♡ Favorite']);
  });

  it('shows an auction with a primary Make Offer, disabled without the offer action', () => {
    const { labels } = renderPanel(itemWith({ auction: true, actions: [] }), { signedInAs: BUYER });
    expect(labels()).toEqual(['Make Offer', '♡ Favorite']);
    expect(screen.getByRole('button', { name: 'Make Offer' })).toBeDisabled();
    expect(screen.getByText('Auction')).toBeInTheDocument();
  });

  it('links View Swap to the buyer’s swap', () => {
    renderPanel(itemWith({ state: 'sold', actions: ['view_swap'], buyer_swap_id: 812 }), { signedInAs: BUYER });
    expect(screen.getByRole('link', { name: 'View Swap' })).toHaveAttribute('href', '/swaps/812');
  });

  it('asks guests to sign in with the spec texts, registering for an auction offer', async () => {
    const { location } = renderPanel(itemWith({ auction: true, actions: ['offer'] }));
    const asked = async (button: HTMLElement, title: string, reason: string) => {
      await userEvent.click(button);
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByText(reason)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    };
    await asked(screen.getByRole('button', { name: 'Make Offer' }), 'Sign Up', 'Log in to make an offer');
    expect(document.cookie).toContain('destination=%2Fgear%2F5');
    await asked(favoriteButton(), 'Log In', 'Log in to add this item to My Favorites');
    await asked(screen.getByRole('button', { name: 'Follow' }), 'Log In', 'Log in to follow this seller');
    await asked(
      screen.getByRole('button', { name: 'Message Seller' }),
      'Log In',
      `Log in to message @${baseItem.seller.username}`,
    );
    expect(location.history).toEqual(['/gear/5']);
  });

  it('puts a guest’s Add to Cart in the local guest cart and then reads View in Cart', async () => {
    renderPanel(itemWith({ actions: ['add_to_cart'] }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('link', { name: 'View in Cart' })).toHaveAttribute('href', '/cart');
    expect(JSON.parse(localStorage.getItem('guestCartItems')!)).toEqual([expect.objectContaining({ id: 5 })]);
  });

  describe('Favorite', () => {
    it('shows 1 for a favourited item whose count says 0', () => {
      renderPanel(itemWith({ favorite: true, favoriters_count: 0 }), { signedInAs: BUYER });
      expect(favoriteButton()).toHaveTextContent('Favorited');
      expect(screen.getByTestId('favorite-count')).toHaveTextContent(/^1 favorite$/);
    });

    it('adds one at once, then takes the server’s count', async () => {
      let release!: () => void;
      const { api, calls } = fakeApi({
        'PUT /v1/items/5/favorite': async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return json({ data: { favorite: true, favoriters_count: 80 } });
        },
      });
      renderPanel(itemWith({ favorite: false, favoriters_count: 71 }), { signedInAs: BUYER, api });
      await userEvent.click(favoriteButton());
      expect(favoriteButton()).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByTestId('favorite-count')).toHaveTextContent(/^72/);
      const writes = () => calls.filter((call) => call.method !== 'GET').map((call) => call.call);
      await waitFor(() => expect(writes()).toEqual(['PUT /v1/items/5/favorite']));
      act(() => release());
      await waitFor(() => expect(screen.getByTestId('favorite-count')).toHaveTextContent(/^80/));
    });

    it('takes one away on unfavourite', async () => {
      const { api } = fakeApi({ 'DELETE /v1/items/5/favorite': { data: { favorite: false, favoriters_count: 70 } } });
      renderPanel(itemWith({ favorite: true, favoriters_count: 71 }), { signedInAs: BUYER, api });
      await userEvent.click(favoriteButton());
      expect(favoriteButton()).toHaveTextContent('Favorite');
      await waitFor(() => expect(screen.getByTestId('favorite-count')).toHaveTextContent(/^70/));
    });

    it('puts flag and count back when the server refuses, and shows why in the error list', async () => {
      const refused = json({ errors: [{ message: 'Item not found', code: 'not_found' }] }, 404);
      const { api } = fakeApi({ 'PUT /v1/items/5/favorite': () => refused });
      renderPanel(itemWith({ favorite: false, favoriters_count: 71 }), { signedInAs: BUYER, api });
      await userEvent.click(favoriteButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Item not found');
      expect(favoriteButton()).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByTestId('favorite-count')).toHaveTextContent(/^71/);
    });
  });

  it('shows a failed Add to Cart in the inline error list (spec §8 message)', async () => {
    const cartClosed = () => json({ errors: [{ code: 'cart_closed' }] }, 422);
    const { api } = fakeApi({
      'GET /v1/users/user-1001/cart': cartClosed,
      'POST /v1/users/user-1001/cart/cart_items': cartClosed,
    });
    renderPanel(itemWith({ actions: ['add_to_cart'] }), { signedInAs: BUYER, api });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code: cart_closed');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('opens the offer modal in buyNow mode for Buy Now on an item with variations', async () => {
    renderPanel(
      itemWith({
        variations: [
          { id: 3, name: 'Size 9', quantity: 2 },
          { id: 4, name: 'Size 10', quantity: 0 },
        ],
      }),
      { signedInAs: BUYER },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose an option' });
    expect(within(dialog).queryByLabelText('Your offer (USD)')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Now' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: 'Size 10 (sold out)' })).toBeDisabled();
  });

  describe('with the server cart', () => {
    const cartHolding = (ids: number[]) => ({
      id: 1,
      cart_items: ids.map(cartLine),
      totals: { subtotal: 0, shipping: 0, total: 0, currency: 'USD' },
    });

    it('reads View in Cart when the signed-in cart holds the item', async () => {
      const { api } = fakeApi({ 'GET /v1/users/user-1001/cart': { data: cartHolding([5]) } });
      renderPanel(itemWith({ actions: ['buy', 'add_to_cart'] }), { signedInAs: BUYER, api });
      expect(await screen.findByRole('link', { name: 'View in Cart' })).toHaveAttribute('href', '/cart');
    });

    it('Buy Now with Ctrl+Shift carts the item and opens the cart with the beta checkout flag', async () => {
      const { api, calls } = fakeApi({
        'GET /v1/users/user-1001/cart': { data: cartHolding([]) },
        'POST /v1/users/user-1001/cart/cart_items': () => json({ data: cartHolding([5]) }, 201),
      });
      const { location } = renderPanel(itemWith({ actions: ['buy', 'add_to_cart'], variations: [] }), {
        signedInAs: BUYER,
        api,
      });
      const user = userEvent.setup();
      await user.keyboard('{Control>}{Shift>}');
      await user.click(screen.getByRole('button', { name: 'Buy Now' }));
      await user.keyboard('{/Shift}{/Control}');
      await waitFor(() => expect(location.history.at(-1)).toBe('/cart?beta_checkout=1'));
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { cart: { cart_item: { item_id: 5, item_variation_id: null } } },
      ]);
    });

    it('shows the item’s new state when Add to Cart finds it sold meanwhile', async () => {
      const { api } = fakeApi({
        'GET /v1/users/user-1001/cart': { data: cartHolding([]) },
        'POST /v1/users/user-1001/cart/cart_items': () =>
          json({ errors: [{ message: 'This item is no longer available', code: 'unavailable' }] }, 409),
        'GET /v1/items/5': { data: itemWith({ state: 'sold', actions: [] }) },
      });
      renderPanel(itemWith({ actions: ['add_to_cart'] }), { signedInAs: BUYER, api });
      await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
      expect(await screen.findByText('This item has sold.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    });

    it('sends an offer and confirms it with a link to the swap', async () => {
      const { api } = fakeApi({
        'GET /v1/users/user-1001/cart': { data: cartHolding([]) },
        'POST /v1/swaps': () => json({ data: { id: 77 } }, 201),
      });
      renderPanel(itemWith({ actions: ['buy', 'add_to_cart', 'offer'], variations: [] }), { signedInAs: BUYER, api });
      await userEvent.click(screen.getByRole('button', { name: 'Make Offer' }));
      await userEvent.type(screen.getByLabelText('Your offer (USD)'), '95');
      await userEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Offer sent' });
      expect(within(dialog).getByRole('link', { name: 'View Swap' })).toHaveAttribute('href', '/swaps/77');
    });
  });
});

describe('offerBody (spec §5, §7.3)', () => {
  it('sends the amount as a number and leaves it out when empty', () => {
    expect(offerBody(5, '120.50', null)).toEqual({ swap: { item_id: 5, offer: { amount: 120.5 } } });
    expect(offerBody(5, '  ', 9)).toEqual({ swap: { item_id: 5, offer: { item_variation_id: 9 } } });
  });
});
