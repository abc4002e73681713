import { sandboxListingPath } from '../marketplaces/sandbox';
import { seedNow } from './clock';
import { demoAccount } from './demo-accounts';

interface SeededItem {
  id: number;
  name: string;
  state: string;
  price: number | null;
  quantity: number;
  seller_id: number;
}

/** demo_seller's connected sandbox eBay account (what `connectAccount('sandbox.demo_seller')` answers). */
export const DEMO_SELLER_EBAY_ACCOUNT = 'sandbox-demo_seller';

/** The sandbox eBay's item number for our item `itemId`: 12 digits, as eBay's are. */
export const sandboxEbayId = (itemId: number) => `186${String(itemId).padStart(9, '0')}`;

const hoursBeforeSeedNow = (hours: number) => new Date(seedNow() - hours * 3_600_000).toISOString();

/**
 * demo_seller's eBay listings (server/marketplaces/README.md 'eBay'), on its available items by id: the first
 * synced 3 hours before the seed's now, the second not linked yet (its sandbox listing waits for the
 * seller to link it), the third linked with sync off and never synced, its sandbox price $25 above
 * ours (Sync Now visibly corrects it), the fourth synced a day before. The synced ones match the
 * item, so the auto-sync leaves them until something changes. Every listing is demo_seller's eBay
 * account's, which demo_seller has connected (a link needs the seller's own listing).
 */
/**
 * Generated sellers who have connected eBay, one for each copy of e2e/ebay.spec.ts's sync and link tests (a
 * `--repeat-each` copy or a retry: `copyOfTest`). Each has, on its two available items of lowest id, a link never
 * synced with sync off whose sandbox price is $25 above ours, and a sandbox listing waiting to be linked: copies that
 * run at once never sync or link the same one.
 */
export const EBAY_COPY_SELLER_IDS = [121, 122, 123, 124, 125, 126];

export function buildMarketplaceLinks(items: readonly SeededItem[]) {
  const seller = demoAccount('seller');
  const sellerId = seller.id;
  const availableOf = (id: number) =>
    items
      .filter((item) => item.seller_id === id && item.state === 'available' && item.price !== null)
      .sort((a, b) => a.id - b.id);
  const [synced, unlinked, stale, syncedDayAgo] = availableOf(sellerId);
  const copies = EBAY_COPY_SELLER_IDS.map((id) => {
    const [copyStale, copyUnlinked] = availableOf(id);
    return { id, account: `sandbox-seller-${id}`, stale: copyStale, unlinked: copyUnlinked };
  }).filter((copy) => copy.stale && copy.unlinked);
  const listing = (item: SeededItem | undefined, price: number, account = DEMO_SELLER_EBAY_ACCOUNT) =>
    item
      ? [
          {
            marketplace: 'ebay',
            external_id: sandboxEbayId(item.id),
            title: item.name,
            price,
            quantity: item.quantity,
            seller_account_id: account,
            updated_at: hoursBeforeSeedNow(72),
          },
        ]
      : [];
  const link = (item: SeededItem | undefined, syncedHoursAgo: number | null, sync: boolean) =>
    item
      ? [
          {
            item_id: item.id,
            marketplace: 'ebay',
            external_id: sandboxEbayId(item.id),
            url: sandboxListingPath(sandboxEbayId(item.id)),
            sync,
            last_synced_at: syncedHoursAgo === null ? null : hoursBeforeSeedNow(syncedHoursAgo),
            synced_price: syncedHoursAgo === null ? null : item.price,
            synced_quantity: syncedHoursAgo === null ? null : item.quantity,
            linked_at: hoursBeforeSeedNow(72),
          },
        ]
      : [];
  return {
    marketplace_accounts: [
      {
        user_id: sellerId,
        marketplace: 'ebay',
        external_user_id: DEMO_SELLER_EBAY_ACCOUNT,
        username: seller.username,
        connected_at: hoursBeforeSeedNow(96),
      },
      ...copies.map((copy) => ({
        user_id: copy.id,
        marketplace: 'ebay',
        external_user_id: copy.account,
        username: `ebay_seller_${copy.id}`,
        connected_at: hoursBeforeSeedNow(96),
      })),
    ],
    sandbox_marketplace_listings: [
      ...listing(synced, synced?.price ?? 0),
      ...listing(unlinked, unlinked?.price ?? 0),
      ...listing(stale, (stale?.price ?? 0) + 25),
      ...listing(syncedDayAgo, syncedDayAgo?.price ?? 0),
      ...copies.flatMap((copy) => [
        ...listing(copy.stale, (copy.stale?.price ?? 0) + 25, copy.account),
        ...listing(copy.unlinked, copy.unlinked?.price ?? 0, copy.account),
      ]),
    ],
    item_marketplace_links: [
      ...link(synced, 3, true),
      ...link(stale, null, false),
      ...link(syncedDayAgo, 24, true),
      ...copies.flatMap((copy) => link(copy.stale, null, false)),
    ],
  };
}
