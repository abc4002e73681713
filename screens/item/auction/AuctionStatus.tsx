import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { formatDateTime } from '../../../ui/format/dates';
import { formatMoney } from '../../../ui/format/money';
import { useNow } from '../ebay/use-now';
import { countdownTick, formatTimeLeft } from './time-left';

/**
 * An auction on its item page (issue 18, domain.md): the highest offer so far and the time left,
 * counting down live ('2d 4h left', by the second in the last hour), or 'Auction ended' once the
 * server says so or the end passed. The end's date and time are its title and datetime.
 */
export function AuctionStatus({ item }: { item: ItemDetail }) {
  const endsAt = item.auction_ends_at ?? null;
  const now = useNow(countdownTick(endsAt ? Date.parse(endsAt) - Date.now() : Infinity));
  if (!item.auction || !endsAt) return null;
  const left = item.auction_ended ? null : formatTimeLeft(Date.parse(endsAt) - now.getTime());
  const highest = item.highest_offer ?? null;
  return (
    <p className="ks-item__auction">
      <span>
        {highest === null ? (
          'No offers yet'
        ) : (
          <>
            Highest offer <strong>{formatMoney(highest)}</strong>
          </>
        )}
      </span>
      <time
        className="ks-item__time-left"
        dateTime={endsAt}
        title={`Ends ${formatDateTime(endsAt)}`}
        role="timer"
        suppressHydrationWarning
      >
        {left === null ? 'Auction ended' : `${left} left`}
      </time>
    </p>
  );
}

/** 'Reserved' on an item another buyer's accepted offer holds until they pay (issue 18). */
export function ReservedNotice({ item }: { item: ItemDetail }) {
  if (!item.reserved) return null;
  return (
    <p className="ks-item__state ks-item__state--reserved" role="status">
      Reserved: another buyer&apos;s accepted offer holds this item until they pay.
    </p>
  );
}
