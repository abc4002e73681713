import { z } from 'zod';
import { idSchema } from '../primitives';

/**
 * A QR code as the label draws it: `size` modules a side and one SVG path (absolute moves, runs of
 * dark modules as `h`/`v` rectangles) in module units, drawn inside a 4-module quiet zone.
 */
export const qrCodeSchema = z.object({
  size: z.number().int().min(21).max(177),
  path: z.string().regex(/^[MhvZ0-9 -]*$/, 'must be QR path data'),
});

/**
 * What the warehouse label of an item prints (spec §2.1 '/trade-in_listing_qr?item_id={id}', §3
 * cost, location_id, event_name): GET /v1/items/{id}/warehouse_label, for the item's organisation only.
 */
export const warehouseLabelSchema = z.object({
  item_id: idSchema,
  name: z.string(),
  /** The item page's absolute URL: what the QR code holds. */
  url: z.string().regex(/^https?:\/\//),
  event_name: z.string().nullable(),
  location_id: z.string().nullable(),
  cost: z.number().nonnegative().nullable(),
  qr: qrCodeSchema,
});

export type QrCode = z.infer<typeof qrCodeSchema>;
export type WarehouseLabel = z.infer<typeof warehouseLabelSchema>;
