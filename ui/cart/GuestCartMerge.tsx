import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useEngine } from '../../engine';
import { GUEST_CART_KEY } from './guest-cart-key';

function hasGuestCart(): boolean {
  try {
    return Boolean(localStorage.getItem(GUEST_CART_KEY));
  } catch {
    return false;
  }
}

/**
 * Mounted once by the host: whenever the session's viewer becomes a signed-in user (a page load
 * with a session, or a sign-in that updates the engine's viewer) and a guest cart is stored, the
 * guest cart is merged (./merge-guest-cart.ts, loaded only then, so every page stays light).
 */
export function GuestCartMerge() {
  const { api, viewer } = useEngine();
  const queryClient = useQueryClient();
  const uuid = viewer?.uuid;
  useEffect(() => {
    if (uuid && hasGuestCart())
      void import('./merge-guest-cart').then((module) => module.mergeGuestCart(api, queryClient, uuid));
  }, [api, queryClient, uuid]);
  return null;
}
