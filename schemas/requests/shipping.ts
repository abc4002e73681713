import { z } from 'zod';
import { carrierSchema, type Carrier } from '../entities/swap-lifecycle';

/** The carriers' names as people read them (labels, notices, the tracking form). */
export const CARRIER_NAMES: Record<Carrier, string> = {
  usps: 'USPS',
  fedex: 'FedEx',
  ups: 'UPS',
  canada_post: 'Canada Post',
};

/**
 * Each carrier's tracking number formats (spaces ignored, letters in either case):
 * USPS 20–22 digits or 2 letters + 9 digits + 'US'; UPS '1Z' + 16 letters or digits; FedEx 12, 15, 20 or 22
 * digits; Canada Post 16 digits or 2 letters + 9 digits + 'CA'.
 */
const TRACKING_FORMATS: Record<Carrier, RegExp> = {
  usps: /^(?:\d{20,22}|[A-Z]{2}\d{9}US)$/,
  ups: /^1Z[A-Z0-9]{16}$/,
  fedex: /^(?:\d{12}|\d{15}|\d{20}|\d{22})$/,
  canada_post: /^(?:\d{16}|[A-Z]{2}\d{9}CA)$/,
};

/** A tracking number as stored and matched: without spaces, upper case. */
export const normalizeTrackingNumber = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** The words when a number does not match its carrier's format (the server's 422 and the form say the same). */
export const trackingNumberMessage = (carrier: Carrier): string =>
  `That doesn't look like a ${CARRIER_NAMES[carrier]} tracking number`;

/** Whether `text` (spaces ignored) is a tracking number of `carrier`. */
export const isTrackingNumber = (carrier: Carrier, text: string): boolean =>
  TRACKING_FORMATS[carrier].test(normalizeTrackingNumber(text));

/**
 * POST /v1/swaps/{id}/tracking: the seller's own carrier and tracking number. The shape is checked here (400); the
 * number against the carrier's format by `isTrackingNumber` (422 on `shipment.tracking_number`).
 */
export const addTrackingBodySchema = z.object({
  shipment: z.object({
    carrier: carrierSchema,
    tracking_number: z.string().trim().min(1, 'Enter the tracking number').max(40, 'Enter at most 40 characters'),
  }),
});
export type AddTrackingBody = z.infer<typeof addTrackingBodySchema>;

/** The carriers a US seller may choose for our label (Canada ships with Canada Post). */
export const usLabelCarrierSchema = z.enum(['usps', 'fedex', 'ups']);

/**
 * PUT /v1/swaps/{id}/print_label and PUT /v2/swaps/{id}/dispute/print_label query: an optional US carrier (USPS by
 * default) and the optional country of manufacture detail (digits, kept with the parcel for customs).
 */
export const printLabelQuerySchema = z.object({
  carrier: usLabelCarrierSchema.optional(),
  country_of_manufacture_detail_id: z
    .string()
    .regex(/^\d{1,10}$/, 'Enter digits only')
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, 'Enter a valid id')
    .optional(),
});

/** GET /v1/swaps/{id}/label query: the sale's label (default) or a dispute's return label. */
export const labelQuerySchema = z.object({ purpose: z.enum(['sale', 'return']).default('sale') });
export type LabelPurpose = z.infer<typeof labelQuerySchema>['purpose'];
