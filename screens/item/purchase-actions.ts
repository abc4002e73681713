import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ApiError, useEngine } from '../../engine';
import type { ItemDetail } from '../../schemas/entities/item-detail';
import type { Swap } from '../../schemas/entities/swap';
import { addCartItem } from '../../ui/cart/cart-queries';
import { addToGuestCart } from '../../ui/cart/guest-cart';
import { useCartItemIds } from '../../ui/cart/use-cart';
import { itemPageKeys } from '../../ui/item/item-page-keys';
import { SIGN_IN_REASONS, useRequireSignIn } from '../../ui/sign-in/require-sign-in';
import { isUnverifiedError } from '../../ui/verify-phone/account-queries';
import { useVerifiedMessaging } from '../../ui/verify-phone/use-verified-messaging';
import { buyNowPlan, type ClickModifiers } from './buy-now';

export interface PurchaseActions {
  /** Buy Now; the click's modifier keys decide the beta checkout flag (spec §4.2). */
  buyNow: (click?: ClickModifiers) => void;
  addToCart: () => void;
  makeOffer: () => void;
  messageSeller: () => void;
  inCart: boolean;
  /** The offer modal is open ('buyNow' when Buy Now needs a variation first, spec §4.2). */
  offerModal: 'offer' | 'buyNow' | null;
  closeOfferModal: () => void;
  /** The verify-phone modal of Message Seller while it is open (spec §5). */
  verifyModal: ReactNode;
  /** The first failure of a purchase call, shown in the panel's error list (spec §8). */
  error: unknown;
}

/**
 * What the item page's buying buttons do. Guests: Add to Cart fills the local guest cart; offers,
 * messages and Buy Now of an item with variations ask them to sign in with the spec's texts.
 * Signed in: Add to Cart posts the cart item; Buy Now follows {@link buyNowPlan} (the offer modal in
 * buyNow mode for a variation, else into the cart and on to /cart, `?beta_checkout=1` with
 * Ctrl/Cmd+Shift); Message Seller gets the swap and opens /swaps/{id}, after the verify-phone modal
 * when the account has neither phone nor e-mail verified (spec §5). View in Cart follows the
 * cart (server cart for a user, guest cart for a guest).
 */
export function usePurchaseActions(item: ItemDetail): PurchaseActions {
  const { api, signedIn, viewer } = useEngine();
  const queryClient = useQueryClient();
  const requireSignIn = useRequireSignIn();
  const [, navigate] = useLocation();
  const cartItemIds = useCartItemIds();
  const [offerModal, setOfferModal] = useState<PurchaseActions['offerModal']>(null);

  const addToCart = useMutation({
    mutationFn: async () => {
      if (!viewer) return void addToGuestCart(item);
      await addCartItem(api, queryClient, viewer.uuid, item.id);
    },
    // Sold or removed since the page loaded: read the item again, so the page shows its state.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: itemPageKeys.all });
    },
  });
  const verified = useVerifiedMessaging();
  const message = useMutation({
    mutationFn: () => api.post<Swap>('/v1/swaps', { swap: { item_id: item.id } }),
    onSuccess: (swap) => navigate(`/swaps/${swap.id}`),
    // The account read said verified, the server says not (verified elsewhere since, or revoked): ask here.
    onError: (error) => isUnverifiedError(error) && verified.verifyThen(() => message.mutate()),
  });

  return {
    inCart: cartItemIds.has(item.id),
    offerModal,
    closeOfferModal: () => setOfferModal(null),
    verifyModal: verified.modal,
    error: addToCart.error ?? (isUnverifiedError(message.error) ? null : message.error),
    addToCart: () => addToCart.mutate(),
    buyNow: (click) => {
      const plan = buyNowPlan(item, click);
      if (plan.kind === 'choose_variation')
        return signedIn ? setOfferModal('buyNow') : requireSignIn({ reason: SIGN_IN_REASONS.buy });
      addToCart.mutate(undefined, { onSuccess: () => plan.kind === 'checkout' && navigate(plan.href) });
    },
    makeOffer: () =>
      signedIn
        ? setOfferModal('offer')
        : requireSignIn({ reason: SIGN_IN_REASONS.offer, view: item.auction ? 'register' : 'login' }),
    messageSeller: () =>
      signedIn
        ? verified.run(() => message.mutate())
        : requireSignIn({ reason: SIGN_IN_REASONS.message(item.seller.username) }),
  };
}
