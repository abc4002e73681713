import { browserCookieJar, dismissedSaleCookie, useEngine } from '../../engine';

/** Remembers that the visitor dismissed a sale's banner or sale modal (spec §2.5, §9: one cookie per sale id). */
export function rememberSaleDismissed(saleId: number): void {
  browserCookieJar().set(dismissedSaleCookie(saleId), '1');
}

/**
 * Whether the sale was dismissed before (its cookie), read while rendering from the visit's cookies:
 * the request's on the server, the browser's after, as the micro-banner reads its own. So a dismissed
 * banner is not in the server HTML and nothing shifts after hydration. Without cookies (stories): no.
 */
export function useDismissedSale(saleId: number | undefined): boolean {
  const { cookies } = useEngine();
  return saleId !== undefined && cookies?.get(dismissedSaleCookie(saleId)) === '1';
}
