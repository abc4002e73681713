import { postalAddressSchema, type PostalAddress } from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';

/** A swap as the shipping writes read it, its row locked for the transaction. */
export interface ShippingSwap {
  id: number;
  /** The swap's round: its current order (a parcel and a dispute are the round's). */
  order_id: number | null;
  buyer_id: number;
  seller_id: number;
  buyer_username: string;
  seller_username: string;
  item_name: string;
  stage: string;
  /** The order's ship_to snapshot (orders.ship_to, written at checkout), when it reads as an address. */
  order_ship_to: PostalAddress | null;
  /** What the buyer paid for shipping this swap's unit (order_items.shipping), in cents. */
  shipping_cents: number;
  dispute_state: 'open' | 'resolved' | null;
  return_label: boolean;
}

/** Swap `swapId` with its row locked (FOR UPDATE), so two prints of one label run one after the other. */
export async function lockShippingSwap(tx: Db, swapId: number): Promise<ShippingSwap | null> {
  const [row] = await tx.query<Omit<ShippingSwap, 'order_ship_to'> & { order_ship_to: unknown }>(
    `SELECT s.id, s.order_id, s.buyer_id, s.seller_id, bu.username AS buyer_username, su.username AS seller_username,
       i.name AS item_name, s.stage, o.ship_to AS order_ship_to,
       round(coalesce((SELECT sum(oi.shipping) FROM order_items oi WHERE oi.swap_id = s.id AND oi.order_id = s.order_id), 0) * 100)::int
         AS shipping_cents,
       d.state AS dispute_state, coalesce(d.return_label, false) AS return_label
     FROM swaps s JOIN items i ON i.id = s.item_id JOIN users bu ON bu.id = s.buyer_id JOIN users su ON su.id = s.seller_id
       LEFT JOIN orders o ON o.id = s.order_id LEFT JOIN disputes d ON d.swap_id = s.id AND (d.order_id IS NULL OR d.order_id = s.order_id)
     WHERE s.id = $1 FOR UPDATE OF s`,
    [swapId],
  );
  if (!row) return null;
  const snapshot = postalAddressSchema.safeParse(row.order_ship_to);
  return { ...row, order_ship_to: snapshot.success ? snapshot.data : null };
}

/** The user's default shipping address (addresses.ship_to), as a label prints it. */
export async function shipToAddress(db: Db, userId: number): Promise<PostalAddress | null> {
  const [row] = await db.query<PostalAddress>(
    `SELECT name, street1, street2, city, region, postal_code, country FROM addresses
     WHERE user_id = $1 AND ship_to`,
    [userId],
  );
  return row ?? null;
}

const noticeTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A moment in a notice's words (the thread and the e-mail read it anywhere): 'Nov 29, 2026, 10:00 AM UTC'. */
export const formatNoticeTime = (date: Date): string => `${noticeTime.format(date)} UTC`;
