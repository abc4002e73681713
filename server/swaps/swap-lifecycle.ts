import type { Swap } from '../../schemas/entities/swap';
import {
  saleFeeCents,
  SWAP_TIMING,
  type Shipment,
  type SwapAction,
  type SwapStage,
} from '../../schemas/entities/swap-lifecycle';
import type { Db } from '../db/db';

/**
 * The lifecycle half of a swap (schemas/entities/swap-lifecycle.ts) as one viewer sees it: its
 * stage and times, the parcels, the dispute, the seller's proceeds, the feedback, and the actions
 * the viewer may take now. `findSwap` (swaps/swaps.ts) adds it to the talk half.
 */

type Lifecycle = Pick<
  Swap,
  | 'stage'
  | 'actions'
  | 'archived'
  | 'staff_view'
  | 'auction'
  | 'pay_by'
  | 'paid_at'
  | 'ship_by'
  | 'shipped_at'
  | 'delivered_at'
  | 'accept_by'
  | 'final_at'
  | 'refunded_at'
  | 'shipment'
  | 'return_shipment'
  | 'dispute'
  | 'proceeds'
  | 'feedback'
>;

interface LifecycleRow {
  stage: SwapStage;
  buyer_id: number;
  seller_id: number;
  archived: boolean;
  admin: boolean;
  now: Date;
  auction: boolean;
  ends_at: Date | null;
  highest_offer: number | null;
  pay_by: Date | null;
  paid_at: Date | null;
  ship_by: Date | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  accept_by: Date | null;
  final_at: Date | null;
  refunded_at: Date | null;
  price: number | null;
  refunded_cents: number;
}

interface ShipmentRow {
  id: number;
  purpose: 'sale' | 'return';
  source: 'label' | 'own';
  carrier: Shipment['carrier'];
  tracking_number: string;
  status: Shipment['status'];
  from_address: Shipment['from_address'];
  to_address: Shipment['to_address'];
  created_at: Date;
  events: { status: Shipment['status']; description: string; location: string | null; occurred_at: string }[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The carrier's public tracking page for a number. */
export function trackingUrl(carrier: Shipment['carrier'], trackingNumber: string): string {
  const number = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case 'usps':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    case 'ups':
      return `https://www.ups.com/track?tracknum=${number}`;
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case 'canada_post':
      return `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${number}`;
  }
}

function toShipment(row: ShipmentRow, swapId: number): Shipment {
  return {
    id: row.id,
    purpose: row.purpose,
    source: row.source,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    status: row.status,
    label_url:
      row.source === 'label' ? `/swaps/${swapId}/label${row.purpose === 'return' ? '?purpose=return' : ''}` : null,
    tracking_url: trackingUrl(row.carrier, row.tracking_number),
    from_address: row.from_address,
    to_address: row.to_address,
    created_at: row.created_at.toISOString(),
    events: row.events.map((event) => ({ ...event, occurred_at: new Date(event.occurred_at).toISOString() })),
  };
}

/** What `viewer` may do on the swap now. */
export function swapActions(
  facts: Pick<
    LifecycleRow,
    'stage' | 'buyer_id' | 'seller_id' | 'archived' | 'admin' | 'now' | 'pay_by' | 'paid_at' | 'accept_by'
  > & {
    shipment: boolean;
    returnLabel: boolean;
    disputeOpen: boolean;
    feedback: boolean;
  },
  viewerId: number,
): SwapAction[] {
  const buyer = viewerId === facts.buyer_id;
  const seller = viewerId === facts.seller_id;
  const now = facts.now.getTime();
  const actions: SwapAction[] = [];
  const { stage } = facts;
  if (buyer && stage === 'awaiting_payment' && facts.pay_by && now < facts.pay_by.getTime()) actions.push('pay');
  if (seller && (stage === 'paid' || stage === 'label_printed')) actions.push('print_label');
  if (seller && stage === 'paid' && !facts.shipment) actions.push('add_tracking');
  if (
    buyer &&
    (stage === 'paid' || stage === 'label_printed') &&
    facts.paid_at &&
    now >= facts.paid_at.getTime() + SWAP_TIMING.refundOffer
  )
    actions.push('request_refund');
  if (buyer && stage === 'delivered' && facts.accept_by && now < facts.accept_by.getTime())
    actions.push('accept_item', 'reject_item');
  if (facts.admin && stage === 'disputed' && facts.disputeOpen) actions.push('resolve_dispute');
  if (buyer && facts.returnLabel) actions.push('print_return_label');
  if (buyer && stage === 'final' && !facts.feedback) actions.push('leave_feedback');
  if (buyer || seller) actions.push(facts.archived ? 'unarchive' : 'archive');
  return actions;
}

/** The lifecycle of swap `swapId` for `viewerId` (a party, or an admin: `staff_view`). */
export async function loadSwapLifecycle(db: Db, swapId: number, viewerId: number): Promise<Lifecycle> {
  const [row] = await db.query<LifecycleRow>(
    `SELECT s.stage, s.buyer_id, s.seller_id, $2 = ANY (s.archived_by) AS archived,
       coalesce((SELECT uc.admin FROM user_configurations uc WHERE uc.user_id = $2), false) AS admin, ks_now() AS now,
       i.auction, i.ends_at,
       (SELECT max(o.amount) FROM offers o WHERE o.item_id = i.id AND o.state IN ('pending', 'accepted')) AS highest_offer,
       s.pay_by, s.paid_at, s.ship_by, s.shipped_at, s.delivered_at, s.accept_by, s.final_at, s.refunded_at,
       (SELECT sum(oi.price) FROM order_items oi WHERE oi.swap_id = s.id AND oi.order_id = s.order_id) AS price,
       coalesce((SELECT -sum(e.amount_cents) FROM ledger_transactions t
          JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
          WHERE t.swap_id = s.id AND t.kind = 'refund' AND a.owner_id = s.seller_id
            -- this round's refunds: a swap refunded and bought again starts a new round at its new sale
            AND t.id > coalesce((SELECT max(st.id) FROM ledger_transactions st WHERE st.swap_id = s.id AND st.kind = 'sale'), 0)
          ), 0)::int AS refunded_cents
     FROM swaps s JOIN items i ON i.id = s.item_id WHERE s.id = $1`,
    [swapId, viewerId],
  );
  const facts = row!;
  const shipments = await db.query<ShipmentRow>(
    `SELECT sh.id, sh.purpose, sh.source, sh.carrier, sh.tracking_number, sh.status, sh.from_address, sh.to_address,
       sh.created_at,
       coalesce((SELECT json_agg(json_build_object('status', ev.status, 'description', ev.description,
          'location', ev.location, 'occurred_at', ev.occurred_at) ORDER BY ev.occurred_at, ev.id)
          FROM shipment_events ev WHERE ev.shipment_id = sh.id), '[]') AS events
     FROM shipments sh JOIN swaps s ON s.id = sh.swap_id
     WHERE sh.swap_id = $1 AND (sh.order_id IS NULL OR sh.order_id = s.order_id)`,
    [swapId],
  );
  const [dispute] = await db.query<{
    id: number;
    state: 'open' | 'resolved';
    reason: NonNullable<Swap['dispute']>['reason'];
    description: string;
    photos: string[];
    resolution: NonNullable<Swap['dispute']>['resolution'];
    refund_cents: number | null;
    return_label: boolean;
    resolution_note: string | null;
    created_at: Date;
    resolved_at: Date | null;
  }>(
    `SELECT id, state, reason, description, photos, resolution, refund_cents, return_label, resolution_note, created_at,
       resolved_at FROM disputes d WHERE d.swap_id = $1
       AND (d.order_id IS NULL OR d.order_id = (SELECT s.order_id FROM swaps s WHERE s.id = $1))`,
    [swapId],
  );
  const [feedback] = await db.query<{
    rating: NonNullable<Swap['feedback']>['rating'];
    comment: string | null;
    created_at: Date;
  }>('SELECT rating, comment, created_at FROM feedback WHERE swap_id = $1', [swapId]);
  const sale = shipments.find((shipment) => shipment.purpose === 'sale');
  const ret = shipments.find((shipment) => shipment.purpose === 'return');
  const seesMoney = viewerId === facts.seller_id || facts.admin;
  const priceCents = facts.price === null ? null : Math.round(facts.price * 100);
  const feeCents = priceCents === null ? 0 : saleFeeCents(priceCents);
  return {
    stage: facts.stage,
    actions: swapActions(
      {
        ...facts,
        shipment: sale !== undefined,
        returnLabel: dispute?.return_label === true && dispute.state === 'resolved',
        disputeOpen: dispute?.state === 'open',
        feedback: feedback !== undefined,
      },
      viewerId,
    ),
    archived: facts.archived,
    staff_view: viewerId !== facts.buyer_id && viewerId !== facts.seller_id,
    auction:
      facts.auction && facts.ends_at
        ? {
            ends_at: facts.ends_at.toISOString(),
            ended: facts.ends_at.getTime() <= facts.now.getTime(),
            highest_offer: facts.highest_offer,
          }
        : null,
    pay_by: iso(facts.pay_by),
    paid_at: iso(facts.paid_at),
    ship_by: iso(facts.ship_by),
    shipped_at: iso(facts.shipped_at),
    delivered_at: iso(facts.delivered_at),
    accept_by: iso(facts.accept_by),
    final_at: iso(facts.final_at),
    refunded_at: iso(facts.refunded_at),
    shipment: sale ? toShipment(sale, swapId) : null,
    return_shipment: ret ? toShipment(ret, swapId) : null,
    dispute: dispute
      ? {
          id: dispute.id,
          state: dispute.state,
          reason: dispute.reason,
          description: dispute.description,
          photos: dispute.photos,
          resolution: dispute.resolution,
          refund_amount: dispute.refund_cents === null ? null : dispute.refund_cents / 100,
          return_label: dispute.return_label,
          resolution_note: dispute.resolution_note,
          created_at: dispute.created_at.toISOString(),
          resolved_at: iso(dispute.resolved_at),
        }
      : null,
    proceeds:
      seesMoney && priceCents !== null
        ? {
            price: priceCents / 100,
            fee: feeCents / 100,
            net: (priceCents - feeCents - facts.refunded_cents) / 100,
            refunded: facts.refunded_cents / 100,
            status: facts.stage === 'refunded' ? 'reversed' : facts.stage === 'final' ? 'available' : 'pending',
          }
        : null,
    feedback: feedback
      ? { rating: feedback.rating, comment: feedback.comment, created_at: feedback.created_at.toISOString() }
      : null,
  };
}
