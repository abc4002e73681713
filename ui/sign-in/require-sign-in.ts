import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { browserCookieJar, DESTINATION_COOKIE } from '../../engine';
import { useOpenAccountModal } from '../accounts/account-modal';

/** Why a guest is asked to sign in: the exact texts of spec §5 (and `buy`, which the spec leaves unworded). */
export const SIGN_IN_REASONS = {
  favorite: 'Log in to add this item to My Favorites',
  follow: 'Log in to follow this seller',
  offer: 'Log in to make an offer',
  message: (username: string) => `Log in to message @${username}`,
  listing: 'Log in to start listing',
  /** 'Add to Sale' on the sale banner (spec §2.5). */
  joinSale: 'Sign into your Kitswap account to add your items to the sale',
  /** Buying a gift card (spec §2.12). */
  giftCards: 'To purchase gift cards, create a Kitswap account',
  /** Buy Now on an item with variations: guests cannot add those to a cart (spec §6). */
  buy: 'Log in to buy this item',
  /** The guest cart's checkout, and the purchases page (the spec leaves both unworded). */
  checkout: 'Log in to check out',
  purchases: 'Log in to see your purchases',
  /** A guest opening /feed, My Favorites (the spec leaves it unworded). */
  feed: 'Log in to see your favorites',
  /** A guest opening /swaps/{id} (the spec leaves it unworded). */
  swap: 'Log in to see this swap',
  /** The swaps inbox (spec §2.11 leaves it unworded). */
  inbox: 'Log in to see your swaps',
  /** A guest opening a warehouse label, /trade-in_listing_qr (spec §2.1 leaves it unworded). */
  warehouseLabel: 'Log in to print this warehouse label',
  /** The seller dashboard, /selling and its pages (spec §2.1 leaves it unworded). */
  selling: 'Log in to see your Seller Dashboard',
} as const;

export interface SignInRequest {
  /** What the guest tried to do, shown in the login modal (one of {@link SIGN_IN_REASONS}). */
  reason: string;
  /** Open on registration rather than login (spec §4.1: a guest's Make Offer on an auction). */
  view?: 'login' | 'register';
}

/**
 * THE seam for "this needs an account": every guest action that needs sign-in calls the function
 * this returns. It stores the current page in the destination cookie (spec §4.5: login returns
 * there) and opens the login/register modal (ui/accounts) with the reason above its forms.
 */
export function useRequireSignIn(): (request: SignInRequest) => void {
  const [path] = useLocation();
  const search = useSearch();
  const open = useOpenAccountModal();
  return useCallback(
    ({ reason, view = 'login' }: SignInRequest) => {
      browserCookieJar().set(DESTINATION_COOKIE, search ? `${path}?${search}` : path);
      open({ view: view === 'register' ? 'registerForm' : 'register', reason });
    },
    [open, path, search],
  );
}
