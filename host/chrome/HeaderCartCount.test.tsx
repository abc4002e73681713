import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json, renderWithEngine, type FakeCall } from '../../engine/testing';
import type { Cart } from '../../schemas/entities/cart';
import CartScreen from '../../screens/cart/CartScreen';
import { itemQueryKey } from '../../screens/item/item-queries';
import ItemScreen from '../../screens/item/ItemScreen';
import { baseItem, cartLine, itemWith } from '../../screens/item/test-support';
import { addToGuestCart } from '../../ui/cart/guest-cart';
import { GuestCartMerge } from '../../ui/cart/GuestCartMerge';
import { chromeRoutes, SELLER } from './fixtures';
import { Header } from './Header';

const CART_PATH = '/v1/users/uuid-1002/cart';

/**
 * The signed-in user's server cart as the API keeps it: every write answers the cart afterwards,
 * and `reads` counts the GETs, so a test can tell a count the header learnt from a write from one
 * it refetched.
 */
function serverCart(initial: number[]) {
  let ids = [...initial];
  const state = { reads: 0 };
  const cart = (): Cart => ({
    id: 1,
    cart_items: ids.map(cartLine),
    totals: { subtotal: 0, shipping: 0, total: 0, currency: 'USD' },
  });
  const reply = (status = 200) => json({ data: cart(), meta: { skipped: [] } }, status);
  const { api } = fakeApi({
    ...chromeRoutes(),
    [`GET ${CART_PATH}`]: () => {
      state.reads++;
      return reply();
    },
    [`POST ${CART_PATH}/cart_items`]: ({ body }: FakeCall) => {
      ids.push((body as { cart: { cart_item: { item_id: number } } }).cart.cart_item.item_id);
      return reply(201);
    },
    [`POST ${CART_PATH}/batch_add`]: ({ body }: FakeCall) => {
      ids = [...new Set([...ids, ...(body as { cart: { item_ids: number[] } }).cart.item_ids])];
      return reply();
    },
    [`DELETE ${CART_PATH}/cart_items/:id`]: ({ params }: FakeCall) => {
      ids = ids.filter((id) => id !== Number(params.id));
      return reply();
    },
  });
  return { api, state };
}

/** Mounts the merge only when clicked, as a sign-in would, after the header has read the cart. */
function SignInLater() {
  const [signedIn, setSignedIn] = useState(false);
  return signedIn ? (
    <GuestCartMerge />
  ) : (
    <button type="button" onClick={() => setSignedIn(true)}>
      Sign in
    </button>
  );
}

/** The first render loads the item and cart screens' code: give it longer than waitFor's 1 s under load. */
const LOADING = { timeout: 5_000 };

const headerCart = () =>
  within(screen.getAllByRole('navigation', { name: 'Account' })[0]!).getByRole('link', { name: /^Cart/ });

describe('the header’s cart count (spec §2.3) follows every cart change at once', () => {
  beforeEach(() => localStorage.clear());

  function renderItemPage(initial: number[]) {
    const cart = serverCart(initial);
    const rendered = renderWithEngine(
      <>
        <Header />
        <ItemScreen params={{ '*': '5' }} />
      </>,
      { signedInAs: SELLER, api: cart.api, path: '/gear/5' },
    );
    rendered.queryClient.setQueryData(itemQueryKey('5'), itemWith({ actions: ['buy', 'add_to_cart'], variations: [] }));
    return { ...rendered, cart };
  }

  it('after Add to Cart, from the write’s answer, without reading the cart again', async () => {
    const { cart } = renderItemPage([3]);
    await waitFor(() => expect(headerCart()).toHaveAccessibleName('Cart, 1 items'), LOADING);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }, LOADING));
    await waitFor(() => expect(headerCart()).toHaveAccessibleName('Cart, 2 items'));
    expect(cart.state.reads).toBe(1);
  });

  it('after Buy Now', async () => {
    const { cart, location } = renderItemPage([3]);
    await waitFor(() => expect(headerCart()).toHaveAccessibleName('Cart, 1 items'), LOADING);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }, LOADING));
    await waitFor(() => expect(location.history.at(-1)).toBe('/cart'));
    expect(headerCart()).toHaveAccessibleName('Cart, 2 items');
    expect(cart.state.reads).toBe(1);
  });

  it('after Remove on the cart page', async () => {
    const cart = serverCart([3, 5]);
    renderWithEngine(
      <>
        <Header />
        <CartScreen />
      </>,
      { signedInAs: SELLER, api: cart.api, path: '/cart' },
    );
    await waitFor(() => expect(headerCart()).toHaveAccessibleName('Cart, 2 items'), LOADING);
    const removeButtons = await screen.findAllByRole('button', { name: `Remove ${baseItem.name}` }, LOADING);
    await userEvent.click(removeButtons[1]!);
    await waitFor(() => expect(headerCart()).toHaveAccessibleName('Cart, 1 items'));
    expect(cart.state.reads).toBe(1);
  });

  it('after the guest cart is merged on sign-in', async () => {
    addToGuestCart({ ...itemWith({ id: 9 }), variations: [] });
    const cart = serverCart([3]);
    renderWithEngine(
      <>
        <Header />
        <SignInLater />
      </>,
      { signedInAs: SELLER, api: cart.api },
    );
    await waitFor(() => expect(headerCart()).toHaveAccessibleName('Cart, 1 items'), LOADING);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(headerCart()).toHaveAccessibleName('Cart, 2 items'));
    expect(cart.state.reads).toBe(1);
  });
});
