import { ApiError } from '../http/api-error';
import type { Carrier } from './carrier';

/** 503 `shipping_unavailable`: no carrier prints labels or tracks parcels here, and nothing was written. */
export const shippingUnavailable = () =>
  new ApiError(503, [
    { message: 'Shipping is unavailable right now. Nothing was printed or saved.', code: 'shipping_unavailable' },
  ]);

/** Production without a shipping provider: no label can be bought; tracking learns nothing new. */
export function unavailableCarrier(): Carrier {
  return {
    name: 'unavailable',
    available: false,
    async createLabel() {
      throw shippingUnavailable();
    },
    async track() {
      return [];
    },
  };
}

/** The first step of every shipping write, before its first write: 503 when no carrier is available. */
export function requireCarrier(carrier: Carrier): void {
  if (!carrier.available) throw shippingUnavailable();
}
