import type { MarketplaceLink } from '../../schemas/entities/item-detail';

/** The item's eBay link as one JSON column (alias i = items) for the item page's query. */
export const EBAY_LINK_SQL = `(SELECT json_build_object('id', l.external_id, 'url', l.url, 'sync', l.sync,
    'last_synced_at', l.last_synced_at)
   FROM item_marketplace_links l WHERE l.item_id = i.id AND l.marketplace = 'ebay') AS ebay_link`;

/** {@link EBAY_LINK_SQL}'s column: timestamps as PostgreSQL's JSON text. */
export interface EbayLinkColumn {
  id: string;
  url: string;
  sync: boolean;
  last_synced_at: string | null;
}

/** Who sees the link: admins and the item's seller (spec §2.9 admin view; the seller's own listing). */
export function ebayField(link: EbayLinkColumn | null, insider: boolean): MarketplaceLink | null {
  if (!link || !insider) return null;
  return { ...link, last_synced_at: link.last_synced_at ? new Date(link.last_synced_at).toISOString() : null };
}

/** The admin grant of spec §6: `sync_ebay` on every linked item (Sync Now). */
export function marketplaceActions(link: EbayLinkColumn | null, viewerAdmin: boolean): string[] {
  return link && viewerAdmin ? ['sync_ebay'] : [];
}
