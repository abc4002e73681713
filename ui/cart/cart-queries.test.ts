import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../engine';
import { fakeApi, json } from '../../engine/testing';
import type { Cart } from '../../schemas/entities/cart';
import { addCartItem, batchAddCartItems, cartQuery } from './cart-queries';

const emptyCart: Cart = { id: 1, cart_items: [], totals: { subtotal: 0, shipping: 0, total: 0, currency: 'USD' } };

/** A cart read that the test answers when it likes: a GET already under way when a write lands. */
function slowCartRead() {
  let answer: (cart: Cart) => void = () => {};
  const read = new Promise<Cart>((resolve) => (answer = resolve));
  return { read, answer };
}

describe('cart writes and a cart read already under way', () => {
  it.each([
    ['the guest-cart merge', (api: ApiClient, client: QueryClient) => batchAddCartItems(api, client, 'u-1', [7])],
    ['Add to Cart', (api: ApiClient, client: QueryClient) => addCartItem(api, client, 'u-1', 7)],
  ])(
    '%s keeps its answer: a read that started before it cannot overwrite the cart with what it held before',
    async (_name, write) => {
      const merged: Cart = {
        ...emptyCart,
        cart_items: [
          {
            id: 1,
            item: { id: 7, name: 'Used Bauer Vapor Skates', state: 'available', price: 80 },
            item_variation: null,
            available: true,
            shipping: 0,
            offer_price: null,
          },
        ],
      };
      const slow = slowCartRead();
      const { api } = fakeApi({
        'GET /v1/users/:uuid/cart': async () => json({ data: await slow.read }),
        'POST /v1/users/:uuid/cart/:write': { data: merged },
      });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      void client.fetchQuery(cartQuery(api, 'u-1')).catch(() => undefined);
      await write(api, client);
      slow.answer(emptyCart);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(client.getQueryData(cartQuery(api, 'u-1').queryKey)?.cart_items).toHaveLength(1);
    },
  );
});
