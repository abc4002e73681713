import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { browserCookieJar, DESTINATION_COOKIE } from '../../engine/session/cookies';

/** Why a guest is asked to sign in: the exact texts of spec §5 (and `buy`, which the spec leaves unworded). */
export const SIGN_IN_REASONS = {
  favorite: 'Log in to add this item to My Favorites',
  follow: 'Log in to follow this seller',
  offer: 'Log in to make an offer',
  message: (username: string) => `Log in to message @${username}`,
  listing: 'Log in to start listing',
  /** Buy Now on an item with variations: guests cannot add those to a cart (spec §6). */
  buy: 'Log in to buy this item',
  /** 'Add to Sale' on the sale banner (spec §2.5). */
  joinSale: 'Sign into your Kitswap account to add your items to the sale',
} as const;

export interface SignInRequest {
  /** What the guest tried to do, shown on the sign-in page (one of {@link SIGN_IN_REASONS}). */
  reason: string;
  /** Open on registration rather than login (spec §4.1: a guest's Make Offer on an auction). */
  view?: 'login' | 'register';
}

/**
 * THE seam for "this needs an account": every guest action that needs sign-in calls the function
 * this returns. For now it stores the current page in the destination cookie (spec §4.5: login
 * returns there) and goes to /login or /register with the reason as the page's info message
 * (spec §2.2). The accounts work replaces the body with its login modal; callers stay as they are.
 */
export function useRequireSignIn(): (request: SignInRequest) => void {
  const [path, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    ({ reason, view = 'login' }: SignInRequest) => {
      browserCookieJar().set(DESTINATION_COOKIE, search ? `${path}?${search}` : path);
      navigate(`/${view}?${new URLSearchParams({ message: reason, messageType: 'info' })}`);
    },
    [navigate, path, search],
  );
}
