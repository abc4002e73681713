import { RECENT_FAVORITES_DAYS, type InboxFilter, type InboxScope, type InboxType } from '../../schemas/entities/inbox';

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
    SELECT o.amount, o.seller_offer, o.counter_offer,
      CASE WHEN o.state = 'pending' AND o.expires_at <= ks_now() THEN 'expired' ELSE o.state END AS state
    FROM offers o WHERE o.swap_id = s.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1
  ) lo ON true
  LEFT JOIN swap_stars st ON st.swap_id = s.id AND st.user_id = $1
  WHERE ${PARTY_COLUMN[type]} = $1`;

export const UNREAD_SQL = 's.unread_by @> ARRAY[$1::int]';

const ARCHIVED_SQL = '$1 = ANY (s.archived_by)';

/**
 * What each folder holds, times read from the server clock (ks_now()), so an auction past its end
 * or an offer past its expiry leaves its folder before the settling job has run:
 * - active_auctions: the item is an auction not settled and not yet at its end;
 * - negotiations: no order and a pending offer (its `expires_at` not passed);
 * - printed_label, shipped (in transit or delivered), completed (final or refunded): the stage;
 * - disputes: the swap has a dispute; disputed: an open one;
 * - archived: the caller archived it;
 * - recent_favorites: the swap's buyer favourited the item within RECENT_FAVORITES_DAYS — on the buy
 *   side that is the caller, on the sell side the buyer (a seller's warmest leads);
 * - starred: the caller starred it.
 */
const FOLDER_CONDITIONS: Record<InboxScope, string> = {
  all: 'TRUE',
  active_auctions: 'i.auction AND i.auction_settled_at IS NULL AND i.ends_at > ks_now()',
  negotiations: "s.order_id IS NULL AND lo.state = 'pending'",
  printed_label: "s.stage = 'label_printed'",
  shipped: "s.stage IN ('shipped', 'delivered')",
  completed: "s.stage IN ('final', 'refunded')",
  disputes: 'EXISTS (SELECT 1 FROM disputes d WHERE d.swap_id = s.id)',
  disputed: "EXISTS (SELECT 1 FROM disputes d WHERE d.swap_id = s.id AND d.state = 'open')",
  archived: ARCHIVED_SQL,
  recent_favorites: `EXISTS (SELECT 1 FROM favorites f WHERE f.item_id = s.item_id AND f.user_id = s.buyer_id
    AND f.created_at > ks_now() - make_interval(days => ${RECENT_FAVORITES_DAYS}))`,
  starred: 'st.swap_id IS NOT NULL',
};

/** A folder as SQL: its condition, and every folder but Archived leaves the caller's archived swaps out. */
export const folderSql = (scope: InboxScope): string =>
  scope === 'archived' ? FOLDER_CONDITIONS.archived : `(${FOLDER_CONDITIONS[scope]}) AND NOT (${ARCHIVED_SQL})`;

/** What each filter chip keeps. */
export const FILTER_SQL: Record<InboxFilter, string> = {
  unread: UNREAD_SQL,
  offers: 'lo.state IS NOT NULL',
  purchased: 's.order_id IS NOT NULL',
};
