import type { Carrier as CarrierCode } from '../../schemas/entities/swap-lifecycle';
import type { Carrier, LabelRequest, TrackedShipment, TrackingEvent } from './carrier';

const DAY_MS = 24 * 3_600_000;

/** When the sandbox's parcels move, from the label's creation (or the seller's own number being entered). */
export const SANDBOX_TRANSIT = { inTransit: DAY_MS, delivered: 3 * DAY_MS } as const;

const digits = (value: number, length: number) => String(value).padStart(length, '0');

/** The USPS / UPS mod-10 check digit: digits weighted 3 and 1 from the right. */
function mod10(text: string): string {
  const sum = [...text].reverse().reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return String((10 - (sum % 10)) % 10);
}

/**
 * A deterministic tracking number in the carrier's real format (the one own tracking accepts) for a swap's parcel:
 * the same swap and purpose always get the same number. USPS 22 digits ('9400111' + swap + purpose + check digit),
 * UPS '1Z' + 16 ('KS5W0' shipper + swap + purpose), FedEx 12 digits, Canada Post 16 digits.
 */
export function sandboxTrackingNumber(carrier: CarrierCode, swapId: number, purpose: LabelRequest['purpose']): string {
  const tail = `${digits(swapId, 10)}${purpose === 'sale' ? 1 : 2}`;
  switch (carrier) {
    case 'usps': {
      const body = `9400111${digits(swapId, 13)}${purpose === 'sale' ? 1 : 2}`;
      return body + mod10(body);
    }
    case 'ups':
      return `1ZKS5W0${tail}`;
    case 'fedex':
      return `7${tail}`;
    case 'canada_post':
      return `70231${tail}`;
  }
}

const place = (address: TrackedShipment['from_address']) =>
  address ? `${address.city}, ${address.region} ${address.country}` : null;

/**
 * A carrier that moves no parcel (every environment but production): a label gets a deterministic tracking number
 * and costs the postage the order paid; tracking advances on the server clock — 'label_created' when the label is
 * made, 'in_transit' a day later, 'delivered' three days after creation. A seller's own number is in transit from
 * the moment it is entered and delivered three days later.
 */
export function sandboxCarrier(): Carrier {
  return {
    name: 'sandbox',
    available: true,
    async createLabel(request) {
      return {
        tracking_number: sandboxTrackingNumber(request.carrier, request.swapId, request.purpose),
        postage_cents: request.postageCents,
      };
    },
    async track(shipment, now) {
      const created = shipment.created_at.getTime();
      const events: TrackingEvent[] =
        shipment.source === 'label'
          ? [
              {
                status: 'label_created',
                description: 'Shipping label created',
                location: place(shipment.from_address),
                occurred_at: new Date(created),
              },
              {
                status: 'in_transit',
                description: 'Accepted at the post office, in transit',
                location: place(shipment.from_address),
                occurred_at: new Date(created + SANDBOX_TRANSIT.inTransit),
              },
            ]
          : [
              {
                status: 'in_transit',
                description: 'Shipped by the seller, in transit',
                location: place(shipment.from_address),
                occurred_at: new Date(created),
              },
            ];
      events.push({
        status: 'delivered',
        description: 'Delivered',
        location: place(shipment.to_address),
        occurred_at: new Date(created + SANDBOX_TRANSIT.delivered),
      });
      return events.filter((event) => event.occurred_at.getTime() <= now.getTime());
    },
  };
}
