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

/** The sandbox eBay's item number for our item `itemId`: 12 digits, as eBay's are. */
export const sandboxEbayId = (itemId: number) => `186${String(itemId).padStart(9, '0')}`;

const hoursBeforeSeedNow = (hours: number) => new Date(seedNow() - hours * 3_600_000).toISOString();

/**
 * demo_seller's eBay listings (server/README.md 'eBay'), on its available items by id: the first
 * synced 3 hours before the seed's now, the second not linked yet (its sandbox listing waits for the
 * seller to link it), the third linked with sync off and never synced, its sandbox price $25 above
 * ours (Sync Now visibly corrects it), the fourth synced a day before. The synced ones match the
 * item, so the auto-sync leaves them until something changes.
 */
export function buildMarketplaceLinks(items: readonly SeededItem[]) {
  const sellerId = demoAccount('seller').id;
  const [synced, unlinked, stale, syncedDayAgo] = items
    .filter((item) => item.seller_id === sellerId && item.state === 'available' && item.price !== null)
    .sort((a, b) => a.id - b.id);
  const listing = (item: SeededItem | undefined, price: number) =>
    item
      ? [
          {
            marketplace: 'ebay',
            external_id: sandboxEbayId(item.id),
            title: item.name,
            price,
            quantity: item.quantity,
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
    sandbox_marketplace_listings: [
      ...listing(synced, synced?.price ?? 0),
      ...listing(unlinked, unlinked?.price ?? 0),
      ...listing(stale, (stale?.price ?? 0) + 25),
      ...listing(syncedDayAgo, syncedDayAgo?.price ?? 0),
    ],
    item_marketplace_links: [...link(synced, 3, true), ...link(stale, null, false), ...link(syncedDayAgo, 24, true)],
  };
}
