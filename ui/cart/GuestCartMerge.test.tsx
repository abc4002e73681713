import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json, MEMBER, renderWithEngine } from '../../engine/testing';
import type { Cart } from '../../schemas/entities/cart';
import type { Item } from '../../schemas/entities/item';
import { cartQuery } from './cart-queries';
import { addToGuestCart, readGuestCart } from './guest-cart';
import { GuestCartMerge } from './GuestCartMerge';

const item = (id: number): Item & { variations: [] } => ({
  id,
  name: `Item ${id}`,
  state: 'available',
  price: 10,
  variations: [],
});
const cartWith = (ids: number[]): Cart => ({
  id: 1,
  cart_items: ids.map((id, index) => ({
    id: index + 1,
    item: item(id),
    item_variation: null,
    available: true,
    shipping: 12,
    offer_price: null,
  })),
  totals: { subtotal: 10 * ids.length, shipping: 12 * ids.length, total: 22 * ids.length, currency: 'USD' },
});

describe('merging the guest cart on sign-in', () => {
  beforeEach(() => localStorage.clear());

  it('sends every guest item once to batch_add, then empties the guest cart and fills the cart cache', async () => {
    addToGuestCart(item(7));
    addToGuestCart(item(9));
    const { api, calls } = fakeApi({
      'POST /v1/users/:uuid/cart/batch_add': { data: cartWith([3, 7, 9]), meta: { skipped: [] } },
    });
    const { queryClient } = renderWithEngine(<GuestCartMerge />, { api, signedInAs: MEMBER });
    await waitFor(() => expect(readGuestCart()).toEqual([]));
    expect(calls.map(({ call, body }) => ({ call, body }))).toEqual([
      { call: `POST /v1/users/${MEMBER.uuid}/cart/batch_add`, body: { cart: { item_ids: [7, 9] } } },
    ]);
    expect(
      queryClient.getQueryData(cartQuery(api, MEMBER.uuid).queryKey)?.cart_items.map((line) => line.item.id),
    ).toEqual([3, 7, 9]);
  });

  it('keeps the guest cart when the merge fails, and does nothing for a guest', async () => {
    addToGuestCart(item(7));
    const { api, calls } = fakeApi({ 'POST /v1/users/:uuid/cart/batch_add': 503 });
    renderWithEngine(<GuestCartMerge />, { api });
    renderWithEngine(<GuestCartMerge />, { api, signedInAs: MEMBER });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readGuestCart().map((entry) => entry.id)).toEqual([7]);
  });

  it('keeps an item the guest cart gained while the merge was under way', async () => {
    addToGuestCart(item(7));
    let release: ((response: Response) => void) | null = null;
    const { api } = fakeApi({
      'POST /v1/users/:uuid/cart/batch_add': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderWithEngine(<GuestCartMerge />, { api, signedInAs: MEMBER });
    await waitFor(() => expect(release).not.toBeNull());
    addToGuestCart(item(8));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release!(json({ data: cartWith([7]), meta: { skipped: [] } }));
    await waitFor(() => expect(readGuestCart().map((entry) => entry.id)).toEqual([8]));
  });
});
