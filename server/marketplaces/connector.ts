/** A listing as the external marketplace holds it. */
export interface MarketplaceListing {
  externalId: string;
  title: string;
  price: number;
  quantity: number;
  /** The marketplace account that owns the listing (`MarketplaceSellerAccount.externalUserId`). */
  sellerAccountId: string;
}

/** A seller's account on the marketplace, as its consent step hands it to us. */
export interface MarketplaceSellerAccount {
  externalUserId: string;
  username: string;
}

/** What we push to a linked listing: our item's asking price and how many can still be bought. */
export interface ListingOffer {
  price: number;
  /** 0 ends the listing there (our item sold, was removed or is not available). */
  quantity: number;
}

/**
 * The external marketplace (spec's {marketplace} = eBay) behind item links and sync. The API talks
 * to this interface only and gets it from `marketplaceConnectorFromEnvironment`: the sandbox
 * (./sandbox.ts, its own listings table) outside production, and in production without a provider
 * the unavailable connector (./unavailable.ts), which every call meets through
 * `requireMarketplace` before any write.
 */
export interface MarketplaceConnector {
  /** The marketplace's name in our paths, fields and actions. */
  readonly marketplace: 'ebay';
  /** Which connector this is ('sandbox', 'unavailable'). */
  readonly name: string;
  /** False when no provider is configured: every marketplace call answers 503 and writes nothing. */
  readonly available: boolean;
  /** The buyer-facing page of a listing, the link an admin follows from the item page. */
  listingUrl(externalId: string): string;
  /** The listing with this id and the account that owns it, or null when the marketplace has none. */
  findListing(externalId: string): Promise<MarketplaceListing | null>;
  /**
   * Sets the listing's price and quantity as the seller account `sellerAccountId` (a real provider
   * acts with that account's grant); false when that account has no such listing — gone, or
   * another account's, which is never written.
   */
  updateListing(externalId: string, offer: ListingOffer, sellerAccountId: string): Promise<boolean>;
  /**
   * The seller account behind an authorization code of the marketplace's consent page
   * (/settings/integrations' Connect); null when the marketplace refuses the code.
   */
  connectAccount(authorizationCode: string): Promise<MarketplaceSellerAccount | null>;
  /** Gives up our access to the seller's account (Disconnect); the marketplace forgetting it already is fine. */
  disconnectAccount(externalUserId: string): Promise<void>;
}
