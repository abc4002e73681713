import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useEngine } from '../../engine/context';
import type { ItemDetail } from '../../schemas/entities/item-detail';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { addToGuestCart } from './guest-cart';

export interface PurchaseActions {
  buyNow: () => void;
  addToCart: () => void;
  makeOffer: () => void;
  messageSeller: () => void;
  inCart: boolean;
  /** The offer modal is open ('buyNow' when Buy Now needs a variation first, spec §4.2). */
  offerModal: 'offer' | 'buyNow' | null;
  closeOfferModal: () => void;
  /** The first failure of a purchase call, shown in the panel's error list (spec §8). */
  error: unknown;
}

/**
 * The seam between the item page and the cart / offers / swaps work (the second half of issue 7).
 * Guests are sent to sign in with the spec's texts for offers and messages; signed-in buyers call
 * the spec's endpoints: POST /v1/users/{uuid}/cart/cart_items (Add to Cart), the same then /cart
 * (Buy Now; with variations and none chosen the offer modal opens in buyNow mode), POST /v1/swaps
 * (Message Seller → /swaps/{id}); a guest's cart is local storage guestCartItems. Reading the cart
 * (View in Cart on load), merging the guest cart, the bundle rule and beta checkout flag of Buy Now,
 * the verify-phone step and the offer modal belong to that work and replace the bodies here.
 */
export function usePurchaseActions(item: ItemDetail): PurchaseActions {
  const { api, signedIn, viewer } = useEngine();
  const requireSignIn = useRequireSignIn();
  const [, navigate] = useLocation();
  const [inCart, setInCart] = useState(false);
  const [offerModal, setOfferModal] = useState<PurchaseActions['offerModal']>(null);

  const addToCart = useMutation({
    mutationFn: async () => {
      if (!signedIn) return addToGuestCart(item);
      await api.post(`/v1/users/${viewer?.uuid}/cart/cart_items`, { cart: { cart_item: { item_id: item.id } } });
    },
    onSuccess: () => setInCart(true),
  });
  const message = useMutation({
    mutationFn: () => api.post<{ id: number }>('/v1/swaps', { swap: { item_id: item.id } }),
    onSuccess: (swap) => navigate(`/swaps/${swap.id}`),
  });

  return {
    inCart,
    offerModal,
    closeOfferModal: () => setOfferModal(null),
    error: addToCart.error ?? message.error,
    addToCart: () => addToCart.mutate(),
    buyNow: () => {
      if (item.variations.length > 0) return signedIn ? setOfferModal('buyNow') : requireSignIn({ reason: SIGN_IN_REASONS.buy });
      addToCart.mutate(undefined, { onSuccess: () => navigate('/cart') });
    },
    makeOffer: () => (signedIn ? setOfferModal('offer') : requireSignIn({ reason: SIGN_IN_REASONS.offer, view: item.auction ? 'register' : 'login' })),
    messageSeller: () => (signedIn ? message.mutate() : requireSignIn({ reason: SIGN_IN_REASONS.message(item.seller.username) })),
  };
}
