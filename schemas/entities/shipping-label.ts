import { z } from 'zod';
import { idSchema } from '../primitives';
import { shipmentSchema } from './swap-lifecycle';

/**
 * A Code 128 barcode as the label draws it: `width` modules wide (quiet zones included), the bars one SVG path in
 * module units (each bar a rectangle 1 unit tall, scaled by the page), and the text it encodes.
 */
export const barcodeSchema = z.object({
  text: z.string(),
  width: z.number().int().positive(),
  path: z.string(),
});

/** GET /v1/swaps/{id}/label: a printable shipping label (the sale's or a dispute's return). */
export const shippingLabelSchema = z.object({
  swap_id: idSchema,
  shipment: shipmentSchema,
  /** What the label's postage cost, USD (charged to the buyer with the order's shipping). */
  postage: z.number().nonnegative(),
  barcode: barcodeSchema,
});

export type Barcode = z.infer<typeof barcodeSchema>;
export type ShippingLabel = z.infer<typeof shippingLabelSchema>;
