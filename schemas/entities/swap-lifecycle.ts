import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../primitives';

/**
 * The life of a swap after the talk (issue 18; domain.md): the rules' numbers, the stages, what
 * each party may do next, and the parts the swap page shows. Server and client read these.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The time rules, in milliseconds from the event they follow. */
export const SWAP_TIMING = {
  /** An auction runs this long from publishing. */
  auctionLength: 7 * DAY_MS,
  /** A pending offer (not an auction's) lapses this long after it was made. */
  offerExpiry: 48 * HOUR_MS,
  /** An accepted offer or a won auction holds the item for its buyer this long; unpaid, it is released. */
  paymentWindow: 48 * HOUR_MS,
  /** The seller is expected to ship within this long of payment. */
  shipBy: 3 * DAY_MS,
  /** Reminders to ship go out this long after payment while nothing has shipped. */
  shipReminders: [2 * DAY_MS, 4 * DAY_MS, 7 * DAY_MS],
  /** Unshipped this long after payment, the buyer may take a full refund. */
  refundOffer: 7 * DAY_MS,
  /** After delivery the buyer accepts or rejects within this long; then the sale is final. */
  acceptWindow: 72 * HOUR_MS,
} as const;

/**
 * Kitswap's fee on a sale: 9 % of the item's price, at least $1.00, in cents (rounded half up). The
 * seller's proceeds are the price less the fee; the buyer's shipping pays the postage.
 */
export const SALE_FEE = { rate: 0.09, minimumCents: 100 } as const;

export function saleFeeCents(priceCents: number): number {
  return Math.min(priceCents, Math.max(SALE_FEE.minimumCents, Math.round(priceCents * SALE_FEE.rate)));
}

/**
 * Where a swap stands:
 * - `open`: talk and offers, nothing bought;
 * - `awaiting_payment`: an accepted offer or a won auction holds the item for the buyer until `pay_by`;
 * - `paid`: bought, to be shipped by `ship_by`;
 * - `label_printed`: the seller printed our label, the carrier has not scanned it;
 * - `shipped`: in transit (a scanned label, or the seller's own tracking number);
 * - `delivered`: the buyer accepts or rejects by `accept_by`;
 * - `disputed`: the buyer rejected it; an admin resolves it;
 * - `final`: accepted, 72 hours passed, or a dispute resolved with the sale standing (a partial refund
 *   included): the seller's proceeds are available;
 * - `refunded`: the whole payment went back (unshipped after 7 days, or a full refund).
 */
export const swapStageSchema = z.enum([
  'open',
  'awaiting_payment',
  'paid',
  'label_printed',
  'shipped',
  'delivered',
  'disputed',
  'final',
  'refunded',
]);

/** What the viewer may do on the swap now (the server decides; the swap page shows one control each). */
export const swapActionSchema = z.enum([
  /** the buyer: pay the accepted offer or won auction */
  'pay',
  /** the seller: print (or reprint) the prepaid label */
  'print_label',
  /** the seller: enter their own carrier and tracking number instead */
  'add_tracking',
  /** the buyer, after delivery: accept the item (the sale becomes final) */
  'accept_item',
  /** the buyer, after delivery: reject it as not as advertised (opens a dispute) */
  'reject_item',
  /** the buyer: take the full refund of an order unshipped after 7 days */
  'request_refund',
  /** an admin: resolve the open dispute */
  'resolve_dispute',
  /** the buyer: print the return label a dispute's resolution asked for */
  'print_return_label',
  /** the buyer, once final: rate the seller */
  'leave_feedback',
  'archive',
  'unarchive',
]);

/** The server's notices in a swap's thread (swap_messages.event). */
export const swapEventSchema = z.enum([
  'offer_accepted',
  'outbid',
  'auction_won',
  'auction_ended_unsold',
  'offer_expired',
  'payment_window_expired',
  'paid',
  'label_printed',
  'tracking_added',
  'ship_reminder',
  'refund_offered',
  'in_transit',
  'delivered',
  'item_accepted',
  'dispute_opened',
  'dispute_resolved',
  'sale_final',
  'refunded',
  'feedback_left',
]);

export const carrierSchema = z.enum(['usps', 'fedex', 'ups', 'canada_post']);
export const shipmentStatusSchema = z.enum(['label_created', 'in_transit', 'delivered']);

/** A postal address as a label prints it. */
export const postalAddressSchema = z.object({
  name: z.string(),
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.enum(['US', 'CA']),
});

/** A parcel of the swap: the sale's or a dispute's return, with its tracking events oldest first. */
export const shipmentSchema = z.object({
  id: idSchema,
  purpose: z.enum(['sale', 'return']),
  source: z.enum(['label', 'own']),
  carrier: carrierSchema,
  tracking_number: z.string(),
  status: shipmentStatusSchema,
  /** The printable label's page (/swaps/{id}/label…), for a label we made; null for own tracking. */
  label_url: z.string().nullable(),
  /** The carrier's public tracking page. */
  tracking_url: z.string(),
  from_address: postalAddressSchema.nullable(),
  to_address: postalAddressSchema.nullable(),
  created_at: dateTimeSchema,
  events: z.array(
    z.object({
      status: shipmentStatusSchema,
      description: z.string(),
      location: z.string().nullable(),
      occurred_at: dateTimeSchema,
    }),
  ),
});

export const disputeReasonSchema = z.enum(['not_as_described', 'damaged', 'wrong_item', 'not_authentic', 'other']);

export const disputeSchema = z.object({
  id: idSchema,
  state: z.enum(['open', 'resolved']),
  reason: disputeReasonSchema,
  description: z.string(),
  photos: z.array(z.string()),
  resolution: z.enum(['full_refund', 'partial_refund', 'no_refund']).nullable(),
  refund_amount: z.number().nonnegative().nullable(),
  return_label: z.boolean(),
  resolution_note: z.string().nullable(),
  created_at: dateTimeSchema,
  resolved_at: dateTimeSchema.nullable(),
});

/** The seller's money from the sale (the seller and admins only): USD, from the ledger. */
export const proceedsSchema = z.object({
  price: z.number().nonnegative(),
  fee: z.number().nonnegative(),
  /** What the seller gets: price − fee, less any refund. */
  net: z.number(),
  refunded: z.number().nonnegative(),
  status: z.enum(['pending', 'available', 'reversed']),
});

export const feedbackRatingSchema = z.enum(['positive', 'neutral', 'negative']);

/** The buyer's rating of the seller for this swap, once. */
export const swapFeedbackSchema = z.object({
  rating: feedbackRatingSchema,
  comment: z.string().nullable(),
  created_at: dateTimeSchema,
});

/** The auction the swap is about: when it ends, the highest offer, whether this buyer leads. */
export const swapAuctionSchema = z.object({
  ends_at: dateTimeSchema,
  ended: z.boolean(),
  highest_offer: z.number().nonnegative().nullable(),
});

/** The lifecycle fields of a swap (spread into swapSchema). */
export const swapLifecycleShape = {
  stage: swapStageSchema,
  actions: z.array(swapActionSchema),
  /** Archived by the viewer. */
  archived: z.boolean(),
  /** The viewer is an admin looking at another's swap (to resolve its dispute). */
  staff_view: z.boolean(),
  auction: swapAuctionSchema.nullable(),
  pay_by: dateTimeSchema.nullable(),
  paid_at: dateTimeSchema.nullable(),
  ship_by: dateTimeSchema.nullable(),
  shipped_at: dateTimeSchema.nullable(),
  delivered_at: dateTimeSchema.nullable(),
  accept_by: dateTimeSchema.nullable(),
  final_at: dateTimeSchema.nullable(),
  refunded_at: dateTimeSchema.nullable(),
  shipment: shipmentSchema.nullable(),
  return_shipment: shipmentSchema.nullable(),
  dispute: disputeSchema.nullable(),
  proceeds: proceedsSchema.nullable(),
  feedback: swapFeedbackSchema.nullable(),
};

export type SwapStage = z.infer<typeof swapStageSchema>;
export type SwapAction = z.infer<typeof swapActionSchema>;
export type SwapEvent = z.infer<typeof swapEventSchema>;
export type Carrier = z.infer<typeof carrierSchema>;
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;
export type PostalAddress = z.infer<typeof postalAddressSchema>;
export type Shipment = z.infer<typeof shipmentSchema>;
export type DisputeReason = z.infer<typeof disputeReasonSchema>;
export type Dispute = z.infer<typeof disputeSchema>;
export type Proceeds = z.infer<typeof proceedsSchema>;
export type FeedbackRating = z.infer<typeof feedbackRatingSchema>;
export type SwapFeedback = z.infer<typeof swapFeedbackSchema>;
