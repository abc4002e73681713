import { SWAP_TIMING, type PostalAddress, type ShipmentStatus } from '../../schemas/entities/swap-lifecycle';
import { CARRIER_NAMES } from '../../schemas/requests/shipping';
import { clockNow } from '../clock/clock';
import type { Db } from '../db/db';
import type { RecurringJob } from '../jobs/recurring';
import { addSwapNotice } from '../swaps/notices';
import type { Carrier, TrackingEvent } from './carrier';
import { carrierFromEnvironment } from './from-environment';
import { formatNoticeTime } from './parties';

const RANK: Record<ShipmentStatus, number> = { label_created: 0, in_transit: 1, delivered: 2 };

interface MovingShipment {
  id: number;
  swap_id: number;
  /** The swap's round the parcel belongs to: an earlier round's parcel never moves the current round. */
  order_id: number | null;
  purpose: 'sale' | 'return';
  source: 'label' | 'own';
  carrier: keyof typeof CARRIER_NAMES;
  tracking_number: string;
  status: ShipmentStatus;
  from_address: PostalAddress | null;
  to_address: PostalAddress | null;
  created_at: Date;
  buyer_username: string;
  seller_username: string;
}

/** What a new event of a sale's parcel does to the swap, with its notice. */
async function applySaleEvent(tx: Db, shipment: MovingShipment, event: TrackingEvent): Promise<void> {
  const carrier = CARRIER_NAMES[shipment.carrier];
  if (event.status === 'in_transit') {
    // Our label's first scan ships the swap; the seller's own number already did (tracking_added told the buyer).
    const shipped = await tx.query(
      `UPDATE swaps SET stage = 'shipped', shipped_at = ks_now() WHERE id = $1 AND stage IN ('paid', 'label_printed')
         AND ($2::int IS NULL OR order_id = $2) RETURNING id`,
      [shipment.swap_id, shipment.order_id],
    );
    if (shipped.length > 0)
      await addSwapNotice(tx, {
        swapId: shipment.swap_id,
        event: 'in_transit',
        body: `Your parcel from @${shipment.seller_username} is on its way with ${carrier} (tracking number ${shipment.tracking_number}).`,
        notify: ['buyer'],
      });
  }
  if (event.status === 'delivered') {
    const [delivered] = await tx.query<{ accept_by: Date }>(
      `UPDATE swaps SET stage = 'delivered', delivered_at = ks_now(), shipped_at = coalesce(shipped_at, ks_now()),
         accept_by = ks_now() + $2 * interval '1 millisecond'
       WHERE id = $1 AND stage IN ('paid', 'label_printed', 'shipped') AND ($3::int IS NULL OR order_id = $3)
       RETURNING accept_by`,
      [shipment.swap_id, SWAP_TIMING.acceptWindow, shipment.order_id],
    );
    if (delivered)
      await addSwapNotice(tx, {
        swapId: shipment.swap_id,
        event: 'delivered',
        body: `${carrier} delivered the parcel to @${shipment.buyer_username}. Accept it or report a problem by ${formatNoticeTime(delivered.accept_by)}.`,
        notify: ['buyer', 'seller'],
      });
  }
}

/** A return parcel's events only tell (the dispute's resolution already settled the money). */
async function applyReturnEvent(tx: Db, shipment: MovingShipment, event: TrackingEvent): Promise<void> {
  const carrier = CARRIER_NAMES[shipment.carrier];
  if (event.status === 'in_transit')
    await addSwapNotice(tx, {
      swapId: shipment.swap_id,
      event: 'in_transit',
      body: `The return parcel from @${shipment.buyer_username} is on its way with ${carrier} (tracking number ${shipment.tracking_number}).`,
      notify: ['seller'],
    });
  if (event.status === 'delivered')
    await addSwapNotice(tx, {
      swapId: shipment.swap_id,
      event: 'delivered',
      body: `${carrier} delivered the return parcel to @${shipment.seller_username}.`,
      notify: ['buyer', 'seller'],
    });
}

/** One parcel: its new events from the carrier stored (once each), its status and the swap moved on. */
async function trackOne(db: Db, carrier: Carrier, shipmentId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [shipment] = await tx.query<MovingShipment>(
      `SELECT sh.id, sh.swap_id, sh.order_id, sh.purpose, sh.source, sh.carrier, sh.tracking_number, sh.status, sh.from_address,
         sh.to_address, sh.created_at, bu.username AS buyer_username, su.username AS seller_username
       FROM shipments sh JOIN swaps s ON s.id = sh.swap_id JOIN users bu ON bu.id = s.buyer_id
         JOIN users su ON su.id = s.seller_id
       WHERE sh.id = $1 AND sh.status <> 'delivered' FOR UPDATE OF sh SKIP LOCKED`,
      [shipmentId],
    );
    if (!shipment) return false;
    const events = (await carrier.track(shipment, await clockNow(tx))).sort((a, b) => RANK[a.status] - RANK[b.status]);
    let status = shipment.status;
    let moved = false;
    for (const event of events) {
      const inserted = await tx.query(
        `INSERT INTO shipment_events (shipment_id, status, description, location, occurred_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (shipment_id, status) DO NOTHING RETURNING id`,
        [shipment.id, event.status, event.description, event.location, event.occurred_at],
      );
      if (RANK[event.status] > RANK[status]) status = event.status;
      if (inserted.length === 0) continue;
      moved = true;
      await (shipment.purpose === 'sale' ? applySaleEvent : applyReturnEvent)(tx, shipment, event);
    }
    if (status !== shipment.status)
      await tx.query('UPDATE shipments SET status = $2, updated_at = ks_now() WHERE id = $1', [shipment.id, status]);
    return moved;
  });
}

/**
 * The tracking job's run (`swaps.track_shipments`): every undelivered parcel asks its carrier what happened up to
 * the server clock, each in its own transaction with its row claimed FOR UPDATE SKIP LOCKED, so two processes never
 * settle one parcel twice and a late run catches up. Answers how many parcels moved.
 */
export async function trackShipments(db: Db, carrier: Carrier = carrierFromEnvironment()): Promise<number> {
  if (!carrier.available) return 0;
  const moving = await db.query<{ id: number }>("SELECT id FROM shipments WHERE status <> 'delivered' ORDER BY id");
  let moved = 0;
  for (const { id } of moving) if (await trackOne(db, carrier, id)) moved++;
  return moved;
}

export const TRACK_SHIPMENTS_JOB: RecurringJob = {
  kind: 'swaps.track_shipments',
  everyMs: 60_000,
  run: (db) => trackShipments(db),
};
