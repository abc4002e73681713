import { ApiError } from '../http/api-error';
import type { MarketplaceConnector } from './connector';

/** 503 `marketplace_unavailable`: no eBay provider is wired in here, and nothing was written. */
export const marketplaceUnavailable = () =>
  new ApiError(503, [
    { message: 'eBay is unavailable right now. Nothing was changed.', code: 'marketplace_unavailable' },
  ]);

/**
 * Production without an eBay provider: nothing can be linked or synced. Every method refuses too,
 * so a call that forgot `requireMarketplace` still fails instead of pretending to sync.
 */
export function unavailableConnector(): MarketplaceConnector {
  const refuse = () => {
    throw marketplaceUnavailable();
  };
  return {
    marketplace: 'ebay',
    name: 'unavailable',
    available: false,
    listingUrl: refuse,
    findListing: async () => refuse(),
    updateListing: async () => refuse(),
    connectAccount: async () => refuse(),
    disconnectAccount: async () => refuse(),
  };
}

/** The first step of every marketplace call, before its first write: 503 when there is no provider. */
export function requireMarketplace(connector: MarketplaceConnector): void {
  if (!connector.available) throw marketplaceUnavailable();
}
