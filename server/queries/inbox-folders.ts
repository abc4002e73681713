import { type InboxFilter, type InboxScope, type InboxType } from '../../schemas/entities/inbox';

/**
 * The SQL of the swaps inbox (spec §2.11): which column makes the caller a party on each side,
 * what each folder and filter chip means, over the row source below ($1 is the caller's id).
 */
const PARTY_COLUMN: Record<InboxType, string> = { sell: 's.seller_id', buy: 's.buyer_id' };

/** The swaps of one side with their item, parties, latest offer and the caller's star. */
export const swapSource = (type: InboxType) => `
  FROM swaps s
  JOIN items i ON i.id = s.item_id
  JOIN users b ON b.id = s.buyer_id
  JOIN users se ON se.id = s.seller_id
  LEFT JOIN LATERAL (
    SELECT o.amount, o.state, o.seller_offer, o.counter_offer FROM offers o WHERE o.swap_id = s.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1
  ) lo ON true
  LEFT JOIN swap_stars st ON st.swap_id = s.id AND st.user_id = $1
  WHERE ${PARTY_COLUMN[type]} = $1`;

export const UNREAD_SQL = 's.unread_by @> ARRAY[$1::int]';

/**
 * What each folder holds. Folders the data cannot answer yet (no labels, shipping, disputes,
 * archiving or favourite history on swaps) are empty: FALSE, so their counts are 0.
 */
export const FOLDER_SQL: Record<InboxScope, string> = {
  all: 'TRUE',
  active_auctions: "i.auction AND i.state = 'available'",
  negotiations: "s.order_id IS NULL AND lo.state = 'pending'",
  printed_label: 'FALSE',
  shipped: 'FALSE',
  completed: 's.order_id IS NOT NULL',
  disputes: 'FALSE',
  disputed: 'FALSE',
  archived: 'FALSE',
  recent_favorites: 'FALSE',
  starred: 'st.swap_id IS NOT NULL',
};

/** What each filter chip keeps. */
export const FILTER_SQL: Record<InboxFilter, string> = {
  unread: UNREAD_SQL,
  offers: 'lo.state IS NOT NULL',
  purchased: 's.order_id IS NOT NULL',
};
