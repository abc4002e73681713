import type { SwapEvent } from '../../schemas/entities/swap-lifecycle';
import type { NotificationTopic } from '../../schemas/requests/notification-preferences';
import type { Db } from '../db/db';
import { SWAP_EVENT_TOPICS } from './notice-topics';

export type SwapSide = 'buyer' | 'seller';

export interface SwapNotice {
  swapId: number;
  event: SwapEvent;
  /** The line the thread shows, in the words both parties read ('@ace shipped it with USPS'). */
  body: string;
  /** Who is told: the swap becomes unread for them and an e-mail waits in the outbox. */
  notify: SwapSide[];
  /** The e-mail's subject (default: the body). */
  subject?: string;
}

/**
 * Tells the swap's parties what happened (issue 18 'Notices'): a line of the server's own in the thread
 * (`swap_messages` without a sender, its `event` named), the swap unread for each side told (their
 * Inbox badge rises) and moved to the top of the inbox, and one `notice_outbox` row per side told,
 * which notifications/outbox-delivery.ts sends — unless that user turned the e-mail of the event's topic off
 * (`SWAP_EVENT_TOPICS`, /settings/notifications): the thread line and the unread mark stay. Call it
 * inside the transaction that made the change.
 */
export async function addSwapNotice(tx: Db, notice: SwapNotice): Promise<void> {
  const { swapId, event, body, notify } = notice;
  const [swap] = await tx.query<{ buyer_id: number; seller_id: number }>(
    `INSERT INTO swap_messages (swap_id, sender_id, event, body, created_at) VALUES ($1, NULL, $2, $3, ks_now())
     RETURNING (SELECT buyer_id FROM swaps WHERE id = $1), (SELECT seller_id FROM swaps WHERE id = $1)`,
    [swapId, event, body],
  );
  const userIds = notify.map((side) => (side === 'buyer' ? swap!.buyer_id : swap!.seller_id));
  await tx.query(
    `UPDATE swaps SET updated_at = ks_now(),
       unread_by = ARRAY(SELECT DISTINCT unnest(unread_by || $2::int[]))
     WHERE id = $1`,
    [swapId, userIds],
  );
  for (const userId of userIds)
    await queueSwapEmail(tx, {
      userId,
      swapId,
      event,
      subject: notice.subject ?? body,
      body,
      topic: SWAP_EVENT_TOPICS[event],
    });
}

/**
 * One e-mail about a swap into the outbox for one user, unless their e-mail switch of `topic` is off (null: it
 * always goes), or, with `onceWithinSeconds`, an e-mail of the same event about the same swap was queued for them
 * that recently (by ks_now()). For a notice with no thread line of its own (a new offer: the offer shows in the
 * thread). Two callers at once must hold a lock of the swap's item (createSwap does), or both may queue.
 */
export async function queueSwapEmail(
  tx: Db,
  email: {
    userId: number;
    swapId: number;
    event: string;
    subject: string;
    body: string;
    topic: NotificationTopic | null;
    onceWithinSeconds?: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO notice_outbox (user_id, swap_id, event, subject, body)
     SELECT $1::int, $2::int, $3::text, $4::text, $5::text
     WHERE ($6::text IS NULL OR NOT EXISTS (
       SELECT 1 FROM notification_preferences p
       WHERE p.user_id = $1 AND p.channel = 'email' AND p.topic = $6 AND NOT p.enabled))
       AND ($7::int IS NULL OR NOT EXISTS (
         SELECT 1 FROM notice_outbox q
         WHERE q.swap_id = $2 AND q.user_id = $1 AND q.event = $3 AND q.created_at > ks_now() - make_interval(secs => $7)))`,
    [email.userId, email.swapId, email.event, email.subject, email.body, email.topic, email.onceWithinSeconds ?? null],
  );
}
