import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { ListingOffer, MarketplaceConnector } from './connector';

/**
 * What an item offers the marketplace (alias i = items): the price buyers pay here, and the units
 * left while it is available (its options' stock when it has options), else 0, which ends the
 * listing there: sold, removed, archived and drafts are not for sale.
 */
export const LISTING_OFFER_SQL = `
  coalesce(i.price, i.list_price, 0) AS price,
  CASE WHEN i.state <> 'available' THEN 0
       WHEN EXISTS (SELECT 1 FROM item_variations v WHERE v.item_id = i.id)
         THEN (SELECT coalesce(sum(v.quantity), 0)::int FROM item_variations v WHERE v.item_id = i.id)
       ELSE i.quantity END AS quantity`;

const alreadyLinked = () =>
  new ApiError(409, [
    { message: 'That eBay listing is linked to another item', code: 'already_linked', field: 'ebay.id' },
  ]);
export const notLinked = () =>
  new ApiError(409, [{ message: 'This item is not linked to an eBay listing', code: 'not_linked' }]);

const notConnected = () =>
  new ApiError(409, [
    {
      message: "Connect the seller's eBay account first (Settings › Integrations): only its own listings can be linked",
      code: 'ebay_not_connected',
      field: 'ebay.id',
    },
  ]);

/** The eBay account the item's seller has connected (marketplace_accounts), or null. */
async function sellerAccountOf(db: Db, itemId: number) {
  const [account] = await db.query<{ external_user_id: string; username: string }>(
    `SELECT a.external_user_id, a.username FROM items i
     JOIN marketplace_accounts a ON a.user_id = i.seller_id AND a.marketplace = 'ebay' AND a.disconnected_at IS NULL
     WHERE i.id = $1`,
    [itemId],
  );
  return account ?? null;
}

/**
 * Links item `itemId` to the eBay listing `externalId` and turns sync on (spec §7.5). The item's
 * seller must have connected their eBay account (409 `ebay_not_connected`), the marketplace must
 * know the listing (422 `unknown_listing`) and that account must own it (403 `listing_not_owned`:
 * another seller's listing is never linked, so never repriced), and one listing is one item (409
 * `already_linked`). Each refusal writes nothing. Linking the same listing again only turns sync
 * on; another listing replaces
 * the link and starts as never synced. The next auto-sync run pushes it (its synced values are
 * empty).
 */
export async function linkListing(
  db: Db,
  connector: MarketplaceConnector,
  itemId: number,
  externalId: string,
): Promise<void> {
  const account = await sellerAccountOf(db, itemId);
  if (!account) throw notConnected();
  const listing = await connector.findListing(externalId);
  if (!listing)
    throw new ApiError(422, [
      { message: 'eBay has no listing with this item number', code: 'unknown_listing', field: 'ebay.id' },
    ]);
  if (listing.sellerAccountId !== account.external_user_id)
    throw new ApiError(403, [
      {
        message: `That eBay listing belongs to another eBay account: link a listing of ${account.username}`,
        code: 'listing_not_owned',
        field: 'ebay.id',
      },
    ]);
  const [other] = await db.query(
    `SELECT item_id FROM item_marketplace_links WHERE marketplace = 'ebay' AND external_id = $1 AND item_id <> $2`,
    [externalId, itemId],
  );
  if (other) throw alreadyLinked();
  try {
    await db.query(
      `INSERT INTO item_marketplace_links AS l (item_id, marketplace, external_id, url, sync)
       VALUES ($1, 'ebay', $2, $3, true)
       ON CONFLICT (item_id, marketplace) DO UPDATE SET
         sync = true,
         url = EXCLUDED.url,
         external_id = EXCLUDED.external_id,
         last_synced_at = CASE WHEN l.external_id = EXCLUDED.external_id THEN l.last_synced_at END,
         synced_price = CASE WHEN l.external_id = EXCLUDED.external_id THEN l.synced_price END,
         synced_quantity = CASE WHEN l.external_id = EXCLUDED.external_id THEN l.synced_quantity END,
         linked_at = CASE WHEN l.external_id = EXCLUDED.external_id THEN l.linked_at ELSE now() END`,
      [itemId, externalId, connector.listingUrl(externalId)],
    );
  } catch (error) {
    // Another item linked the listing between our check and this write.
    if (isUniqueViolation(error)) throw alreadyLinked();
    throw error;
  }
}

/** Turns auto-sync on or off; 409 `not_linked` when the item has no eBay link. */
export async function setSync(db: Db, itemId: number, sync: boolean): Promise<void> {
  const updated = await db.query(
    `UPDATE item_marketplace_links SET sync = $2 WHERE item_id = $1 AND marketplace = 'ebay' RETURNING item_id`,
    [itemId, sync],
  );
  if (updated.length === 0) throw notLinked();
}

interface LinkedOffer extends ListingOffer {
  item_id: number;
  external_id: string;
  /** The eBay account the item's seller has connected now: the only one whose listing is written. */
  seller_account_id: string;
}

/** The seller's connected eBay account of a link (alias l), joined as `a`: links without one are not pushed. */
const SELLER_ACCOUNT_JOIN = `JOIN marketplace_accounts a ON a.user_id = i.seller_id AND a.marketplace = l.marketplace
       AND a.disconnected_at IS NULL`;

/**
 * Pushes one linked item's price and quantity to its listing, as the seller's connected account
 * (never another account's listing), and records what was pushed and when.
 */
async function push(db: Db, connector: MarketplaceConnector, link: LinkedOffer): Promise<boolean> {
  const pushed = await connector.updateListing(
    link.external_id,
    { price: link.price, quantity: link.quantity },
    link.seller_account_id,
  );
  if (!pushed) return false;
  // Only while the item still has this listing: a relink meanwhile starts over.
  await db.query(
    `UPDATE item_marketplace_links SET last_synced_at = now(), synced_price = $3, synced_quantity = $4
     WHERE item_id = $1 AND marketplace = 'ebay' AND external_id = $2`,
    [link.item_id, link.external_id, link.price, link.quantity],
  );
  return true;
}

/**
 * Sync Now (spec §4.2, §7.5): pushes the item's price and quantity to its listing at once, whether
 * auto-sync is on or off. 409 `not_linked` without a link, 409 `ebay_not_connected` when the seller
 * has no connected eBay account, 409 `listing_gone` when that account no longer has the listing.
 */
export async function syncNow(db: Db, connector: MarketplaceConnector, itemId: number): Promise<void> {
  const [link] = await db.query<LinkedOffer & { seller_account_id: string | null }>(
    `SELECT l.item_id, l.external_id, a.external_user_id AS seller_account_id, ${LISTING_OFFER_SQL}
     FROM item_marketplace_links l JOIN items i ON i.id = l.item_id
     LEFT ${SELLER_ACCOUNT_JOIN}
     WHERE l.item_id = $1 AND l.marketplace = 'ebay'`,
    [itemId],
  );
  if (!link) throw notLinked();
  if (link.seller_account_id === null) throw notConnected();
  if (!(await push(db, connector, { ...link, seller_account_id: link.seller_account_id })))
    throw new ApiError(409, [
      { message: "The seller's eBay account no longer has this listing", code: 'listing_gone' },
    ]);
}

/**
 * The auto-sync (server/marketplaces/README.md 'eBay'): every linked item with sync on whose price or quantity
 * differs from what was last pushed, pushed now, `limit` at a time, oldest sync first. It compares
 * states rather than waiting for events, so whatever changed an item — a price drop, a sale
 * starting or ending, a checkout, an edit, a path added later — and whenever it happened, even
 * while no server ran, the next run finds it. Only links whose seller has a connected eBay account
 * are pushed, as that account: a listing it does not own (or no longer has) gets sync turned off
 * (the admin sees it on the card); one failing listing never stops the others.
 * Returns how many listings were updated.
 */
export async function syncChangedListings(db: Db, connector: MarketplaceConnector, limit = 100): Promise<number> {
  if (!connector.available) return 0;
  const due = await db.query<LinkedOffer>(
    `SELECT * FROM (
       SELECT l.item_id, l.external_id, a.external_user_id AS seller_account_id,
              l.last_synced_at, l.synced_price, l.synced_quantity, ${LISTING_OFFER_SQL}
       FROM item_marketplace_links l JOIN items i ON i.id = l.item_id
       ${SELLER_ACCOUNT_JOIN}
       WHERE l.marketplace = 'ebay' AND l.sync) AS linked
     WHERE (price, quantity) IS DISTINCT FROM (synced_price, synced_quantity)
     ORDER BY last_synced_at NULLS FIRST, item_id
     LIMIT $1`,
    [limit],
  );
  let updated = 0;
  for (const link of due) {
    try {
      if (await push(db, connector, link)) updated += 1;
      else {
        await db.query(`UPDATE item_marketplace_links SET sync = false WHERE item_id = $1 AND external_id = $2`, [
          link.item_id,
          link.external_id,
        ]);
        console.warn(
          `[ebay] listing ${link.external_id} of item ${link.item_id} is gone or not the seller's: sync turned off`,
        );
      }
    } catch (error) {
      console.warn(
        `[ebay] could not sync item ${link.item_id}:`,
        error instanceof Error ? error.message : String(error),
      );
    }
  }
  return updated;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
