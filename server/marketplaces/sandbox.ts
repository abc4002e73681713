import type { Db } from '../db/db';
import type { MarketplaceConnector } from './connector';

/** The sandbox's consent codes: 'sandbox.' + the eBay username the seller typed (the client's stand-in). */
const SANDBOX_CODE = /^sandbox\.([A-Za-z0-9._-]{1,64})$/;

/** Where the sandbox serves a listing: through the site's API door, so an admin's click opens it. */
export const sandboxListingPath = (externalId: string) => `/api/proxy/main/sandbox/ebay/itm/${externalId}`;

/**
 * A stand-in eBay for every KS_ENV but production: its listings are rows of
 * sandbox_marketplace_listings (seeded for the demo), which sync really updates, served as a small
 * page at {@link sandboxListingPath}. It knows only the listings it holds: linking an unknown item
 * number is refused, as eBay would, and each listing has an owner (`seller_account_id`): it updates a
 * listing only for the account that owns it. Connecting an account takes the stand-in's code 'sandbox.{username}'
 * and accepts any such username.
 */
export function sandboxConnector(db: Db): MarketplaceConnector {
  return {
    marketplace: 'ebay',
    name: 'sandbox',
    available: true,
    listingUrl: sandboxListingPath,
    async findListing(externalId) {
      const [row] = await db.query<{
        external_id: string;
        title: string;
        price: number;
        quantity: number;
        seller_account_id: string;
      }>(
        `SELECT external_id, title, price, quantity, seller_account_id FROM sandbox_marketplace_listings
         WHERE marketplace = 'ebay' AND external_id = $1`,
        [externalId],
      );
      return row
        ? {
            externalId: row.external_id,
            title: row.title,
            price: row.price,
            quantity: row.quantity,
            sellerAccountId: row.seller_account_id,
          }
        : null;
    },
    async updateListing(externalId, { price, quantity }, sellerAccountId) {
      const updated = await db.query(
        `UPDATE sandbox_marketplace_listings SET price = $2, quantity = $3, updated_at = now()
         WHERE marketplace = 'ebay' AND external_id = $1 AND seller_account_id = $4 RETURNING external_id`,
        [externalId, price, quantity, sellerAccountId],
      );
      return updated.length > 0;
    },
    async connectAccount(authorizationCode) {
      const username = SANDBOX_CODE.exec(authorizationCode)?.[1];
      return username ? { externalUserId: `sandbox-${username.toLowerCase()}`, username } : null;
    },
    async disconnectAccount() {},
  };
}
