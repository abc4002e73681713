import type { Carrier as CarrierCode, PostalAddress, ShipmentStatus } from '../../schemas/entities/swap-lifecycle';

/** A prepaid label to buy: who carries it, from and to whom, for which swap and why. */
export interface LabelRequest {
  carrier: CarrierCode;
  from: PostalAddress;
  to: PostalAddress;
  swapId: number;
  purpose: 'sale' | 'return';
  /** The postage the order paid for this parcel (the buyer's shipping), in cents. */
  postageCents: number;
}

export interface CreatedLabel {
  tracking_number: string;
  postage_cents: number;
}

/** A parcel as the carrier is asked about it. */
export interface TrackedShipment {
  carrier: CarrierCode;
  tracking_number: string;
  source: 'label' | 'own';
  from_address: PostalAddress | null;
  to_address: PostalAddress | null;
  created_at: Date;
}

export interface TrackingEvent {
  status: ShipmentStatus;
  description: string;
  location: string | null;
  occurred_at: Date;
}

/**
 * The shipping provider behind labels and tracking (issue 18 'Shipping'). The API talks to this interface only and
 * gets it from `carrierFromEnvironment`: the sandbox (./sandbox.ts) outside production; in production without a
 * provider the unavailable carrier (./unavailable.ts), which every shipping write meets through `requireCarrier`
 * before its first write (503 `shipping_unavailable`).
 */
export interface Carrier {
  /** Its name ('sandbox'). */
  readonly name: string;
  /** False when no provider is configured: label printing and own tracking answer 503 and write nothing. */
  readonly available: boolean;
  /** Buys a label: its tracking number (in the carrier's real format) and what the postage cost. */
  createLabel(request: LabelRequest): Promise<CreatedLabel>;
  /** Every tracking event of the parcel up to `now` (the server clock), oldest first. */
  track(shipment: TrackedShipment, now: Date): Promise<TrackingEvent[]>;
}

/** The carrier of a parcel sent from `country`: Canada Post from Canada; USPS from the US unless FedEx or UPS. */
export function carrierFor(country: PostalAddress['country'], requested?: 'usps' | 'fedex' | 'ups'): CarrierCode {
  return country === 'CA' ? 'canada_post' : (requested ?? 'usps');
}
