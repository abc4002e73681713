import { SWAP_TIMING } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';
import type { RecurringJob } from '../jobs/recurring';
import { addSwapNotice } from '../swaps/notices';
import { formatNoticeTime } from './parties';

interface ClaimedReminder {
  id: number;
  sent_before: number;
  due: number;
  ship_by: Date | null;
  buyer_username: string;
  seller_username: string;
  item_name: string;
}

/** How many of the reminders (SWAP_TIMING.shipReminders after paid_at) are due by the server clock, for swap `s`. */
const DUE_SQL = `(SELECT count(*)::int FROM unnest($1::bigint[]) AS r(ms)
  WHERE s.paid_at + r.ms * interval '1 millisecond' <= ks_now())`;

/**
 * Claims one unshipped swap with a reminder due and counts it sent in the same UPDATE (ship_reminders_sent = the
 * number due now, FOR UPDATE SKIP LOCKED), then tells the seller, and at 7 days the buyer that they may take a
 * refund — one small transaction each. After downtime that passed several reminders, only the latest is sent.
 */
async function remindOne(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query<ClaimedReminder>(
      `UPDATE swaps AS t SET ship_reminders_sent = c.due
       FROM (SELECT s.id, s.ship_reminders_sent AS sent_before, ${DUE_SQL} AS due FROM swaps s
             WHERE s.stage IN ('paid', 'label_printed') AND s.paid_at IS NOT NULL
               AND s.ship_reminders_sent < ${DUE_SQL}
             ORDER BY s.paid_at, s.id LIMIT 1 FOR UPDATE SKIP LOCKED) c
       WHERE t.id = c.id
       RETURNING t.id, c.sent_before, c.due, t.ship_by,
         (SELECT username FROM users WHERE id = t.buyer_id) AS buyer_username,
         (SELECT username FROM users WHERE id = t.seller_id) AS seller_username,
         (SELECT name FROM items WHERE id = t.item_id) AS item_name`,
      [SWAP_TIMING.shipReminders],
    );
    if (!claimed) return false;
    const due = claimed.ship_by ? ` It was due to ship by ${formatNoticeTime(claimed.ship_by)}.` : '';
    await addSwapNotice(tx, {
      swapId: claimed.id,
      event: 'ship_reminder',
      body: `Reminder: @${claimed.buyer_username} is waiting for ${claimed.item_name}. Print the label or add your tracking number.${due}`,
      notify: ['seller'],
    });
    const refundAfter = SWAP_TIMING.shipReminders.findIndex((ms) => ms >= SWAP_TIMING.refundOffer) + 1;
    if (claimed.sent_before < refundAfter && claimed.due >= refundAfter)
      await addSwapNotice(tx, {
        swapId: claimed.id,
        event: 'refund_offered',
        body: `@${claimed.seller_username} hasn't shipped ${claimed.item_name} after 7 days: you can cancel and get a full refund.`,
        notify: ['buyer'],
      });
    return true;
  });
}

/** The ship-by reminders job's run (`swaps.ship_reminders`): every due reminder, each once. Answers how many. */
export async function sendShipReminders(db: Db): Promise<number> {
  let sent = 0;
  while (await remindOne(db)) sent++;
  return sent;
}

export const SHIP_REMINDERS_JOB: RecurringJob = {
  kind: 'swaps.ship_reminders',
  everyMs: 60_000,
  run: sendShipReminders,
};
