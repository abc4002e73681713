import { useEngine } from '../../../engine';
import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { Stylesheet } from '../../../ui/stylesheet/Stylesheet';
import css from './EbayCard.css?url';
import { LinkedListing } from './LinkedListing';
import { LinkListingForm } from './LinkListingForm';

export interface EbayCardProps {
  item: ItemDetail;
  /** The page's item path (its query key): each change puts the server's item there. */
  path: string | undefined;
}

/**
 * The external-marketplace card of spec §2.9 (eBay): the linked listing with its Sync switch,
 * 'Last Synced' and Sync Now, for admins and the item's seller (the API sends `ebay` to them only);
 * on an available item of theirs that is not linked, the seller may link their eBay listing.
 */
export function EbayCard({ item, path }: EbayCardProps) {
  const { viewer } = useEngine();
  const isSeller = viewer?.userId === String(item.seller.id);
  const canSyncNow = item.actions.includes('sync_ebay');
  if (!item.ebay && !(isSeller && item.state === 'available')) return null;
  return (
    <section className="ks-ebay" aria-labelledby={`ks-ebay-${item.id}`}>
      <Stylesheet href={css} />
      <h2 id={`ks-ebay-${item.id}`} className="ks-ebay__title">
        eBay
      </h2>
      {item.ebay ? (
        <LinkedListing itemId={item.id} link={item.ebay} canSyncNow={canSyncNow} path={path} />
      ) : (
        <LinkListingForm itemId={item.id} path={path} />
      )}
    </section>
  );
}
