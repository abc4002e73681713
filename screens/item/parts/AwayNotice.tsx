import type { ItemDetail } from '../../../schemas/entities/item-detail';
import { formatDate } from '../../../ui/format/dates';

/**
 * The seller is on vacation (issue 19 item 6): '@seller is away until {date}' and their message. The
 * server leaves buy, add_to_cart and offer out of the item's actions meanwhile, so the panel shows none.
 */
export function AwayNotice({ item }: { item: ItemDetail }) {
  const away = item.seller_vacation;
  if (!away) return null;
  return (
    <div className="ks-item__state ks-item__state--away" role="status">
      <p>
        @{item.seller.username} is away{away.returns_on ? ` until ${formatDate(away.returns_on)}` : ''}. Their items
        cannot be bought or offered on until they are back.
      </p>
      {away.message ? <blockquote className="ks-item__away-message">{away.message}</blockquote> : null}
    </div>
  );
}
