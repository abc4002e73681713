import type { SwapEvent } from '../../schemas/entities/swap-lifecycle';
import type { NotificationTopic } from '../../schemas/requests/notification-preferences';

/**
 * The notification topic of each swap notice (/settings/notifications), whose e-mail switch decides
 * whether the notice's e-mail goes to the outbox. Offer and auction events are 'offers'. The order's
 * own progress (payment, label, shipping, delivery, disputes, refunds, the final sale, feedback) is
 * null: it concerns money and a parcel the user is part of, so its e-mail always goes.
 */
export const SWAP_EVENT_TOPICS: Record<SwapEvent, NotificationTopic | null> = {
  offer_accepted: 'offers',
  outbid: 'offers',
  auction_won: 'offers',
  auction_ended_unsold: 'offers',
  offer_expired: 'offers',
  payment_window_expired: 'offers',
  paid: null,
  label_printed: null,
  tracking_added: null,
  ship_reminder: null,
  refund_offered: null,
  in_transit: null,
  delivered: null,
  item_accepted: null,
  dispute_opened: null,
  dispute_resolved: null,
  sale_final: null,
  refunded: null,
  feedback_left: null,
};
