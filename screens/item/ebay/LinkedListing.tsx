import { displayedMessage, useEngine } from '../../../engine';
import type { MarketplaceLink } from '../../../schemas/entities/item-detail';
import { Button } from '../../../ui/button/Button';
import { formatRelativeTime } from '../../../ui/format/relative-time';
import { setEbaySync, syncEbayNow } from './ebay-queries';
import { useEbayMutation } from './use-ebay-mutation';
import { useNow } from './use-now';

export interface LinkedListingProps {
  itemId: number;
  link: MarketplaceLink;
  /** The viewer holds the item's `sync_ebay` grant (admins): Sync Now is enabled. */
  canSyncNow: boolean;
  path: string | undefined;
}

/** 'Last Synced' is told again every 30 s while the page is open. */
const CLOCK_TICK_MS = 30_000;

/** A linked eBay listing: its item number as a link, the Sync switch, 'Last Synced' and Sync Now. */
export function LinkedListing({ itemId, link, canSyncNow, path }: LinkedListingProps) {
  const { api } = useEngine();
  const now = useNow(CLOCK_TICK_MS);
  const toggle = useEbayMutation(path, (sync: boolean) => setEbaySync(api, itemId, sync));
  const syncNow = useEbayMutation(path, () => syncEbayNow(api, itemId));
  const errors = [toggle.error, syncNow.error].filter(Boolean);
  // The switch shows where it is going while the server answers; a refusal puts it back.
  const syncOn = toggle.isPending ? toggle.variables : link.sync;
  // A sync a moment ahead of this device's clock was still just now.
  const lastSynced = link.last_synced_at
    ? formatRelativeTime(link.last_synced_at, new Date(Math.max(now.getTime(), Date.parse(link.last_synced_at))))
    : 'never';

  return (
    <>
      <p className="ks-ebay__line">
        Item ID{' '}
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {link.id}
        </a>
      </p>
      <p className="ks-ebay__line">
        <Button
          variant="plain"
          role="switch"
          aria-checked={syncOn}
          className="ks-ebay__switch"
          disabled={toggle.isPending}
          aria-busy={toggle.isPending}
          onClick={() => toggle.mutate(!syncOn)}
        >
          <span className="ks-ebay__switch-track" aria-hidden="true" />
          Sync
        </Button>
      </p>
      <p className="ks-ebay__line">
        Last Synced:{' '}
        <time dateTime={link.last_synced_at ?? undefined} suppressHydrationWarning>
          {lastSynced}
        </time>
      </p>
      <button
        type="button"
        className="ks-button ks-button--small"
        disabled={!canSyncNow || syncNow.isPending}
        onClick={() => syncNow.mutate(undefined)}
      >
        {syncNow.isPending ? 'Syncing…' : 'Sync Now'}
      </button>
      {canSyncNow ? null : (
        <p className="ks-ebay__hint">While Sync is on, price and quantity changes go to eBay within a minute.</p>
      )}
      {errors.length > 0 ? (
        <ul className="ks-item__errors" role="alert">
          {errors.map((error, index) => (
            <li key={index}>{displayedMessage(error)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
