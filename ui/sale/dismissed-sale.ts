import { useSyncExternalStore } from 'react';
import { browserCookieJar, dismissedSaleCookie } from '../../engine';

/** Remembers that the visitor dismissed a sale's banner or sale modal (spec §2.5, §9: one cookie per sale id). */
export function rememberSaleDismissed(saleId: number): void {
  browserCookieJar().set(dismissedSaleCookie(saleId), '1');
}

const noSubscription = () => () => {};

/**
 * Whether the sale was dismissed before (its cookie). The server cannot see it while rendering, so
 * the server HTML and hydration say no and the browser answers right after.
 */
export function useDismissedSale(saleId: number | undefined): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => saleId !== undefined && browserCookieJar().get(dismissedSaleCookie(saleId)) === '1',
    () => false,
  );
}
