import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useEngine } from '../../engine';
import { cartQuery } from './cart-queries';
import { parseGuestCart, type GuestCartEntry } from './guest-cart';
import { GUEST_CART_KEY } from './guest-cart-key';

function subscribe(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

function storedText(): string {
  try {
    return localStorage.getItem(GUEST_CART_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The guest cart, live: it follows additions, removals and the merge, here and in other tabs.
 * Null while unknown: the server HTML (and hydration) has no local storage.
 */
export function useGuestCart(): GuestCartEntry[] | null {
  const text = useSyncExternalStore(subscribe, storedText, () => null);
  return useMemo(() => (text === null ? null : parseGuestCart(text || '[]')), [text]);
}

/**
 * The number of lines in the signed-in user's cart, for the header: the same cache entry the cart
 * page reads and every cart write updates, so the count follows Add to Cart, Buy Now, Remove and
 * the guest-cart merge at once. Undefined for a guest and while the cart call does not answer.
 */
export function useCartCount(): number | undefined {
  const { api, viewer } = useEngine();
  return useQuery({
    ...cartQuery(api, viewer?.uuid ?? ''),
    enabled: Boolean(viewer),
    select: (cart) => cart.cart_items.length,
  }).data;
}

/**
 * The ids of the items in the viewer's cart: the server cart when signed in (read in the browser,
 * fresh for 30 s), else the guest cart. Empty until known.
 */
export function useCartItemIds(): ReadonlySet<number> {
  const { api, viewer } = useEngine();
  const cart = useQuery({ ...cartQuery(api, viewer?.uuid ?? ''), enabled: Boolean(viewer) });
  const guest = useGuestCart();
  return useMemo(
    () =>
      new Set(
        viewer ? (cart.data?.cart_items.map((line) => line.item.id) ?? []) : (guest ?? []).map((entry) => entry.id),
      ),
    [viewer, cart.data, guest],
  );
}
